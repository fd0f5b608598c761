#!/usr/bin/python3
# SPDX-FileCopyrightText: 2026 The Flow Authors
# SPDX-License-Identifier: LGPL-2.1-or-later
#
# Builds the graph
#
#   a ──┐
#       Add ──┐
#   b ──┘     Multiply ── Print
#   c ────────┘
#
# from three number nodes, two arithmetic nodes and a print node, and shows
# values propagating through it, the errors the graph gives for a wrong
# type and for a cycle, and a null value. The same program as
# flow-example-chain.c, through GObject Introspection.

import operator

import gi

gi.require_version('Flow', '1')
from gi.repository import Flow, GLib, GObject  # noqa: E402


class Arithmetic(Flow.Node):
    """Two number sinks, a and b, and a number source, result, that is
    None while either sink is."""

    __gtype_name__ = 'ExampleArithmetic'

    def __init__(self, title, operation):
        super().__init__(title=title)
        self.operation = operation
        self.a = Flow.Sink.new('a', GObject.TYPE_DOUBLE)
        self.b = Flow.Sink.new('b', GObject.TYPE_DOUBLE)
        self.result = Flow.Source.new('result', GObject.TYPE_DOUBLE)
        for dock in (self.a, self.b, self.result):
            self.add_dock(dock)

    def do_sink_changed(self, sink):
        a = self.a.get_value()
        b = self.b.get_value()
        if a is None or b is None:
            self.result.clear_value()
        else:
            self.result.set_value(self.operation(a, b))


class Print(Flow.Node):
    """Prints every value its sink receives."""

    __gtype_name__ = 'ExamplePrint'

    def __init__(self, title):
        super().__init__(title=title)
        self.add_dock(Flow.Sink.new('value', GObject.TYPE_DOUBLE))

    def do_sink_changed(self, sink):
        value = sink.get_value()
        print('print: null' if value is None else 'print: %g' % value)


def number_node(title, value_type=GObject.TYPE_DOUBLE):
    node = Flow.Node(title=title)
    node.add_dock(Flow.Source.new('value', value_type))
    return node


def set_number(node, number):
    print('%s = %g' % (node.props.title, number))
    node.get_source('value').set_value(number)


def connect_or_explain(graph, source, sink):
    try:
        graph.add_connection(source, sink)
    except GLib.Error as error:
        print('refused: %s' % error.message)


def main():
    graph = Flow.Graph()
    a, b, c = number_node('a'), number_node('b'), number_node('c')
    label = number_node('Label', GObject.TYPE_STRING)
    total = Arithmetic('Add', operator.add)
    product = Arithmetic('Multiply', operator.mul)
    printer = Print('Print')
    for node in (a, b, c, label, total, product, printer):
        graph.add_node(node)

    # add_connection () raises GLib.Error when the graph refuses.
    graph.add_connection(a.get_source('value'), total.a)
    graph.add_connection(b.get_source('value'), total.b)
    graph.add_connection(total.result, product.a)
    graph.add_connection(c.get_source('value'), product.b)
    graph.add_connection(product.result, printer.get_sink('value'))

    # Nothing is printed until every input has a value.
    set_number(a, 2)
    set_number(b, 3)
    set_number(c, 4)
    set_number(a, 10)

    print('Add = %g' % total.result.get_value())

    # The graph refuses a text output on a number input, and a connection
    # that would close a cycle, and says why.
    connect_or_explain(graph, label.get_source('value'), total.b)
    connect_or_explain(graph, product.result, total.a)

    # A disconnected input is null, and so is everything computed from it.
    print('disconnect c')
    graph.disconnect_dock(c.get_source('value'))


if __name__ == '__main__':
    main()
