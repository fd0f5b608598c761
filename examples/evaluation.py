#!/usr/bin/python3
# SPDX-FileCopyrightText: 2026 The Flow Authors
# SPDX-License-Identifier: LGPL-2.1-or-later
#
# How values flow through a graph: the evaluation engine.
#
#        ┌── Double ───┐
#   a ───┤             Sum ── (printed)
#        └── Plus One ─┘
#    └────── Slow Square ── (printed, a moment later)
#
# Sum joins two paths from a, yet computes once per change of a, with both
# new inputs: never with one old and one new (a "glitch"). Slow Square
# computes in a worker thread; a new input cancels the stale work. The
# same program as flow-example-evaluation.c and evaluation.js.

import time

import gi

gi.require_version('Flow', '1')
from gi.repository import Flow, GLib, GObject  # noqa: E402


class Apply(Flow.Node):
    """out = function (in), computed in the compute virtual function."""

    __gtype_name__ = 'ExampleApply'

    def __init__(self, title, function):
        super().__init__(title=title)
        self.function = function
        self.add_dock(Flow.Sink.new('in', GObject.TYPE_DOUBLE))
        self.add_dock(Flow.Source.new('out', GObject.TYPE_DOUBLE))

    def do_compute(self):
        value = self.get_sink('in').get_value()
        out = self.get_source('out')
        if value is None:
            out.clear_value()
        else:
            out.set_value(self.function(value))


class Sum(Flow.Node):
    """Prints a + b each time it computes."""

    __gtype_name__ = 'ExampleSum'

    def __init__(self):
        super().__init__(title='Sum')
        self.add_dock(Flow.Sink.new('a', GObject.TYPE_DOUBLE))
        self.add_dock(Flow.Sink.new('b', GObject.TYPE_DOUBLE))

    def do_compute(self):
        a = self.get_sink('a').get_value()
        b = self.get_sink('b').get_value()
        if a is not None and b is not None:
            print('sum: %g + %g = %g' % (a, b, a + b))


class SlowSquare(Flow.Node):
    """Squares its input in a worker thread, taking a moment."""

    __gtype_name__ = 'ExampleSlowSquare'

    def __init__(self):
        super().__init__(title='Slow Square')
        self.add_dock(Flow.Sink.new('in', GObject.TYPE_DOUBLE))
        self.add_dock(Flow.Source.new('out', GObject.TYPE_DOUBLE))

    def do_compute(self):
        value = self.get_sink('in').get_value()
        if value is None:
            self.get_source('out').clear_value()
            return

        # The work gets a copy of the input, never the node or the graph.
        def work(job):
            for _ in range(20):
                if job.is_cancelled():
                    return
                time.sleep(0.01)
            job.set_output('out', value * value)

        self.begin_job().run_in_thread(work)


def main():
    graph = Flow.Graph()
    source = Flow.Node(title='a')
    source.add_dock(Flow.Source.new('value', GObject.TYPE_DOUBLE))
    double = Apply('Double', lambda x: 2 * x)
    plus_one = Apply('Plus One', lambda x: x + 1)
    total = Sum()
    slow = SlowSquare()
    for node in (source, double, plus_one, total, slow):
        graph.add_node(node)

    a = source.get_source('value')
    graph.add_connection(a, double.get_sink('in'))
    graph.add_connection(a, plus_one.get_sink('in'))
    graph.add_connection(double.get_source('out'), total.get_sink('a'))
    graph.add_connection(plus_one.get_source('out'), total.get_sink('b'))

    # Each change of a is one wave: Sum computes once, after both paths.
    for number in (1, 5):
        print('a = %g' % number)
        a.set_value(number)

    # Changes made together are one wave.
    print('batch: a = 2, then a = 3')
    graph.begin_batch()
    a.set_value(2)
    a.set_value(3)
    graph.end_batch()

    # A job: the node is busy until its result arrives on the main loop.
    graph.add_connection(a, slow.get_sink('in'))
    print('slow square of 3: %s' % ('busy' if slow.props.busy else 'idle'))
    print('a = 4 while it works')
    a.set_value(4)

    loop = GLib.MainLoop()

    def busy_changed(graph, pspec):
        if not graph.props.busy:
            loop.quit()

    graph.connect('notify::busy', busy_changed)
    loop.run()
    print('square: %g' % slow.get_source('out').get_value())


if __name__ == '__main__':
    main()
