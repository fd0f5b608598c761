#!/usr/bin/python3
# SPDX-FileCopyrightText: 2026 The Flow Authors
# SPDX-License-Identifier: LGPL-2.1-or-later
#
# libflow through GObject Introspection, from Python: graphs, a node
# subclassed in Python, values and nulls, errors, the connection filter,
# batches, list models and signals, and the evaluation engine: compute,
# parameters, muting, feedback and a job run in a Python function.

import contextlib
import gc
import io
import os
import subprocess
import sys
import textwrap
import time
import unittest
import weakref

import gi

gi.require_version('Flow', '1')
from gi.repository import Flow, Gio, GLib, GObject  # noqa: E402


class Add(Flow.Node):
    """Sums its two sinks into its source, in the sink_changed vfunc."""

    __gtype_name__ = 'TestPyAdd'

    def __init__(self, title='Add'):
        super().__init__(title=title)
        self.a = Flow.Sink.new('a', GObject.TYPE_DOUBLE)
        self.b = Flow.Sink.new('b', GObject.TYPE_DOUBLE)
        self.sum = Flow.Source.new('sum', GObject.TYPE_DOUBLE)
        for dock in (self.a, self.b, self.sum):
            self.add_dock(dock)
        self.changes = []

    def do_sink_changed(self, sink):
        self.changes.append(sink.get_name())
        a = self.a.get_value()
        b = self.b.get_value()
        if a is None or b is None:
            self.sum.clear_value()
        else:
            self.sum.set_value(a + b)


def make_node(title, sources=(), sinks=()):
    node = Flow.Node(title=title)
    for name, value_type in sinks:
        node.add_dock(Flow.Sink.new(name, value_type))
    for name, value_type in sources:
        node.add_dock(Flow.Source.new(name, value_type))
    return node


def make_chain(graph, length):
    """Connects the sum of each Add node to the a of the next one."""
    nodes = []
    for i in range(length):
        node = Add('Add %d' % i)
        graph.add_node(node)
        if nodes:
            graph.add_connection(nodes[-1].sum, node.a)
        nodes.append(node)
    return nodes


LOG_DOMAINS = ('Flow', 'GLib', 'GLib-GObject', 'GLib-GIO')
LOG_LEVELS = (GLib.LogLevelFlags.LEVEL_CRITICAL |
              GLib.LogLevelFlags.LEVEL_WARNING)


class FlowTestCase(unittest.TestCase):
    """Fails a test that logs a warning or a critical it did not expect."""

    def setUp(self):
        self.logged = []
        self.handlers = [
            (domain, GLib.log_set_handler(domain, LOG_LEVELS, self._log))
            for domain in LOG_DOMAINS
        ]
        self.graph = Flow.Graph.new()

    def tearDown(self):
        self.graph.clear()
        for domain, handler in self.handlers:
            GLib.log_remove_handler(domain, handler)
        self.assertEqual(self.logged, [], 'unexpected log messages')

    def _log(self, domain, level, message, *user_data):
        self.logged.append((domain, message))

    @contextlib.contextmanager
    def expect_log(self, domain, fragment):
        before = len(self.logged)
        yield
        new = self.logged[before:]
        del self.logged[before:]
        self.assertEqual(len(new), 1, 'expected one message, got %r' % new)
        self.assertEqual(new[0][0], domain)
        self.assertIn(fragment, new[0][1])

    def assertFlowError(self, context, code):
        error = context.exception
        self.assertIsInstance(error, GLib.Error)
        self.assertEqual(error.domain, 'flow-error-quark')
        self.assertEqual(error.code, int(code))
        self.assertTrue(error.matches(Flow.error_quark(), code))
        return error.message


class TestGraph(FlowTestCase):

    def test_build(self):
        first, second = Add('First'), Add('Second')
        self.graph.add_node(first)
        self.graph.add_node(second)

        self.assertEqual(self.graph.get_n_items(), 2)
        self.assertIs(first.props.graph, self.graph)
        self.assertNotEqual(first.props.id, second.props.id)
        self.assertIs(self.graph.get_node(second.props.id), second)
        self.assertIsNone(self.graph.get_node(12345))

        connection = self.graph.add_connection(first.sum, second.a)
        self.assertIsInstance(connection, Flow.Connection)
        self.assertIs(connection.get_source(), first.sum)
        self.assertIs(connection.get_sink(), second.a)
        self.assertIs(connection.get_graph(), self.graph)
        self.assertIs(self.graph.find_connection(first.sum, second.a), connection)
        self.assertTrue(second.a.is_connected())

        self.assertTrue(self.graph.remove_connection(connection))
        self.assertIsNone(connection.get_graph())
        self.assertFalse(second.a.is_connected())
        with self.assertRaises(GLib.Error) as context:
            self.graph.remove_connection(connection)
        self.assertFlowError(context, Flow.Error.NOT_IN_GRAPH)

        self.graph.remove_node(first)
        self.assertIsNone(first.props.graph)
        self.assertEqual(list(self.graph), [second])

    def test_connect_is_the_signal_method(self):
        # The deprecated flow_graph_connect () would hide GObject's
        # connect (); bindings see add_connection () only.
        notified = []
        handler = self.graph.connect('notify::allow-cycles',
                                     lambda graph, pspec: notified.append(pspec.name))
        self.assertIsInstance(handler, int)
        self.graph.props.allow_cycles = True
        self.graph.disconnect(handler)
        self.graph.props.allow_cycles = False
        self.assertEqual(notified, ['allow-cycles'])


class TestValues(FlowTestCase):

    def test_deserialize(self):
        gi.require_version('Json', '1.0')
        from gi.repository import Json
        # A JSON null is None; a number, the number; text where a number
        # is wanted, an error.
        self.assertIsNone(Flow.value_deserialize(Json.from_string('null'), GObject.TYPE_DOUBLE))
        self.assertEqual(Flow.value_deserialize(Json.from_string('3.5'), GObject.TYPE_DOUBLE), 3.5)
        with self.assertRaises(GLib.Error) as raised:
            Flow.value_deserialize(Json.from_string('"x"'), GObject.TYPE_DOUBLE)
        self.assertTrue(raised.exception.matches(Flow.error_quark(), Flow.Error.INVALID_DATA))

    def test_subclass_computes_in_sink_changed(self):
        node = Add()
        self.graph.add_node(node)

        node.a.set_value(1.5)
        self.assertEqual(node.changes, ['a'])
        self.assertIsNone(node.sum.get_value())

        node.b.set_value(2.25)
        self.assertEqual(node.changes, ['a', 'b'])
        self.assertEqual(node.sum.get_value(), 3.75)

        # The same value again changes nothing and calls nothing.
        node.b.set_value(2.25)
        self.assertEqual(node.changes, ['a', 'b'])

    def test_chain_propagation(self):
        nodes = make_chain(self.graph, 6)
        for i, node in enumerate(nodes):
            node.b.set_value(float(i))
        self.assertTrue(all(node.sum.get_value() is None for node in nodes))

        nodes[0].a.set_value(100.0)
        self.assertEqual([node.sum.get_value() for node in nodes],
                         [100.0, 101.0, 103.0, 106.0, 110.0, 115.0])

        nodes[2].b.set_value(10.0)
        self.assertEqual([node.sum.get_value() for node in nodes],
                         [100.0, 101.0, 111.0, 114.0, 118.0, 123.0])
        self.assertEqual(nodes[5].a.get_value(), 118.0)

    def test_null_values(self):
        nodes = make_chain(self.graph, 3)
        for node in nodes:
            node.b.set_value(1.0)
        nodes[0].a.set_value(1.0)
        self.assertEqual(nodes[2].sum.get_value(), 4.0)

        # A disconnected sink reads as None, and so does everything
        # computed from it.
        connection = self.graph.find_connection(nodes[0].sum, nodes[1].a)
        self.graph.remove_connection(connection)
        self.assertIsNone(nodes[1].a.get_value())
        self.assertFalse(nodes[1].a.has_value())
        self.assertIsNone(nodes[1].a.props.value)
        self.assertIsNone(nodes[2].sum.get_value())

        # Null is not zero.
        nodes[1].a.set_value(0.0)
        self.assertTrue(nodes[1].a.has_value())
        self.assertEqual(nodes[2].sum.get_value(), 2.0)

        nodes[1].a.set_value(None)
        self.assertIsNone(nodes[1].a.get_value())
        self.assertIsNone(nodes[2].sum.get_value())

        nodes[1].a.props.value = 5.0
        self.assertEqual(nodes[2].sum.get_value(), 7.0)
        nodes[1].a.props.value = None
        self.assertIsNone(nodes[2].sum.get_value())

        nodes[1].a.set_value(3.0)
        nodes[1].a.clear_value()
        self.assertFalse(nodes[1].a.has_value())

    def test_default_value(self):
        producer = Add('Producer')
        consumer = Add('Consumer')
        self.graph.add_node(producer)
        self.graph.add_node(consumer)
        consumer.b.set_value(1.0)

        consumer.a.props.default_value = 10.0
        self.assertEqual(consumer.a.props.default_value, 10.0)
        self.assertEqual(consumer.sum.get_value(), 11.0)

        connection = self.graph.add_connection(producer.sum, consumer.a)
        self.assertIsNone(consumer.sum.get_value())
        self.graph.remove_connection(connection)
        self.assertEqual(consumer.a.get_value(), 10.0)
        self.assertEqual(consumer.sum.get_value(), 11.0)

    def test_native_values_convert(self):
        node = Add()
        self.graph.add_node(node)

        # A Python int into a double dock is stored as a double.
        node.a.set_value(2)
        node.b.set_value(-3)
        self.assertIsInstance(node.a.get_value(), float)
        self.assertEqual(node.a.get_value(), 2.0)
        self.assertEqual(node.sum.get_value(), -1.0)

        # PyGObject passes an int as a 32-bit gint: a larger one fails in
        # the binding, before libflow sees it, and changes nothing.
        with self.assertRaises(OverflowError):
            node.b.set_value(2 ** 40)
        self.assertEqual(node.b.get_value(), -3.0)
        node.b.set_value(float(2 ** 40))
        self.assertEqual(node.sum.get_value(), 2.0 + 2 ** 40)

        whole = Flow.Sink.new('whole', GObject.TYPE_INT)
        node.add_dock(whole)
        whole.set_value(7.9)
        self.assertEqual(whole.get_value(), 7)

        text = Flow.Sink.new('text', GObject.TYPE_STRING)
        node.add_dock(text)
        text.set_value('héllo')
        self.assertEqual(text.get_value(), 'héllo')
        text.set_value(42)
        self.assertEqual(text.get_value(), '42')

        anything = Flow.Sink.new('anything', Flow.any_get_type())
        node.add_dock(anything)
        anything.set_value('kept as text')
        self.assertEqual(anything.get_value(), 'kept as text')
        anything.set_value(1.5)
        self.assertEqual(anything.get_value(), 1.5)

    def test_typed_accessors(self):
        # Plain Python values in and out, no GObject.Value, 64 bits exact.
        node = Flow.Node()
        self.graph.add_node(node)
        big = Flow.Sink.new('big', GObject.TYPE_INT64)
        node.add_dock(big)
        self.assertEqual(big.get_int64(), 0)
        self.assertFalse(big.has_value())
        big.set_int64(2 ** 62 + 1)
        self.assertEqual(big.get_int64(), 2 ** 62 + 1)
        self.assertEqual(big.get_value(), 2 ** 62 + 1)

        number = Flow.Sink.new('number', GObject.TYPE_DOUBLE)
        node.add_dock(number)
        number.set_int(3)
        self.assertEqual(number.get_double(), 3.0)
        number.set_double(2.5)
        self.assertEqual(number.get_int(), 2)

        flag = Flow.Sink.new('flag', GObject.TYPE_BOOLEAN)
        node.add_dock(flag)
        flag.set_boolean(True)
        self.assertIs(flag.get_boolean(), True)

        text = Flow.Sink.new('text', GObject.TYPE_STRING)
        node.add_dock(text)
        self.assertIsNone(text.get_string())
        text.set_string('héllo')
        self.assertEqual(text.get_string(), 'héllo')
        self.assertIsNone(number.get_string())

        with self.expect_log('Flow', 'cannot hold a value of type gchararray'):
            number.set_string('one')
        self.assertEqual(number.get_double(), 2.5)

        # Defaults too, as edits.
        big.set_default_int64(-(2 ** 62) - 3)
        self.assertEqual(big.get_default_value(), -(2 ** 62) - 3)
        text.set_default_string('défaut')
        self.assertEqual(text.get_default_value(), 'défaut')

    def test_wrong_type_is_a_critical(self):
        node = Add()
        self.graph.add_node(node)
        node.a.set_value(1.0)

        # Not an exception: a critical warning, and the old value stays.
        with self.expect_log('Flow', 'cannot hold a value of type gchararray'):
            node.a.set_value('one')
        self.assertEqual(node.a.get_value(), 1.0)
        self.assertEqual(node.changes, ['a'])

        with self.expect_log('Flow', 'cannot hold a value of type gchararray'):
            node.a.props.value = 'one'
        self.assertEqual(node.a.get_value(), 1.0)

    def test_wrong_type_is_fatal_with_fatal_criticals(self):
        # With G_DEBUG=fatal-criticals, as in strict test runs, the same
        # mistake stops the program at the critical.
        script = textwrap.dedent('''
            import gi
            gi.require_version('Flow', '1')
            from gi.repository import Flow, GObject
            sink = Flow.Sink.new('a', GObject.TYPE_DOUBLE)
            print('before', flush=True)
            sink.set_value('one')
            print('after', flush=True)
        ''')
        env = dict(os.environ, G_DEBUG='fatal-criticals')
        result = subprocess.run([sys.executable, '-c', script], env=env,
                                capture_output=True, text=True, timeout=60)
        self.assertLess(result.returncode, 0)
        self.assertEqual(result.stdout, 'before\n')
        self.assertIn('cannot hold a value of type gchararray', result.stderr)

    def test_dock_description(self):
        # What an application says of a dock, non-ASCII and all, through
        # the method and the property alike.
        sink = Flow.Sink.new('gain', GObject.TYPE_DOUBLE)
        self.assertIsNone(sink.get_description())
        sink.set_description('En décibels')
        self.assertEqual(sink.props.description, 'En décibels')
        sink.props.description = None
        self.assertIsNone(sink.get_description())

    def test_value_notifications(self):
        node = Add()
        self.graph.add_node(node)
        seen = []
        node.sum.connect('notify::value',
                         lambda dock, pspec: seen.append(dock.props.value))

        node.a.set_value(1.0)
        node.b.set_value(2.0)
        node.b.set_value(2.0)
        node.a.set_value(None)
        self.assertEqual(seen, [3.0, None])

    def test_subclass_state_survives_collection(self):
        def build():
            graph = Flow.Graph.new()
            make_chain(graph, 4)
            for node in graph:
                node.b.set_value(1.0)
            return graph

        graph = build()
        gc.collect()
        nodes = list(graph)
        self.assertTrue(all(isinstance(node, Add) for node in nodes))
        nodes[0].a.set_value(0.0)
        self.assertEqual(nodes[-1].sum.get_value(), 4.0)
        graph.clear()


class Inverse(Flow.Node):
    """out = 1 / in, reporting what its code raises (docs/evaluation.md)."""

    __gtype_name__ = 'TestPyInverse'

    def __init__(self):
        super().__init__(title='Inverse')
        self.input = Flow.Sink.new('in', GObject.TYPE_DOUBLE)
        self.output = Flow.Source.new('out', GObject.TYPE_DOUBLE)
        self.add_dock(self.input)
        self.add_dock(self.output)

    def do_compute(self):
        value = self.input.get_value()
        if value is None:
            self.output.clear_value()
            return
        try:
            self.output.set_value(1 / value)
            self.report(Flow.NodeState.NORMAL, None)
        except Exception as error:
            self.output.clear_value()
            self.report(Flow.NodeState.ERROR, str(error))


class TestComputeFails(FlowTestCase):

    def test_reported_and_cleared(self):
        source = make_node('Source', sources=[('out', GObject.TYPE_DOUBLE)])
        inverse = Inverse()
        self.graph.add_node(source)
        self.graph.add_node(inverse)
        self.graph.add_connection(source.get_source('out'), inverse.input)

        source.get_source('out').set_double(4.0)
        self.assertEqual(inverse.output.get_double(), 0.25)
        self.assertEqual(inverse.props.state, Flow.NodeState.NORMAL)

        source.get_source('out').set_double(0.0)
        self.assertEqual(inverse.props.state, Flow.NodeState.ERROR)
        self.assertIn('division by zero', inverse.props.message)
        self.assertFalse(inverse.output.has_value())

        source.get_source('out').set_double(2.0)
        self.assertEqual(inverse.props.state, Flow.NodeState.NORMAL)
        self.assertIsNone(inverse.props.message)
        self.assertEqual(inverse.output.get_double(), 0.5)


class TestErrors(FlowTestCase):

    def test_type_mismatch(self):
        label = make_node('Label', sources=[('text', GObject.TYPE_STRING)])
        node = Add()
        self.graph.add_node(label)
        self.graph.add_node(node)

        with self.assertRaises(GLib.Error) as context:
            self.graph.add_connection(label.get_source('text'), node.a)
        message = self.assertFlowError(context, Flow.Error.TYPE_MISMATCH)
        self.assertEqual(message,
                         'The input “a” of “Add” takes number values and cannot '
                         'accept the text values of the output “text” of “Label”.')
        self.assertEqual(len(self.graph.get_connections()), 0)

        with self.assertRaises(GLib.Error) as context:
            self.graph.can_connect(label.get_source('text'), node.a)
        self.assertFlowError(context, Flow.Error.TYPE_MISMATCH)

    def test_list_connectable(self):
        nodes = make_chain(self.graph, 3)
        label = make_node('Label', sources=[('text', GObject.TYPE_STRING)])
        self.graph.add_node(label)

        # From the first sum: the inputs of the others but the one it
        # feeds; not its own (a cycle).
        self.assertEqual(self.graph.list_connectable(nodes[0].sum),
                         [nodes[1].b, nodes[2].a, nodes[2].b])
        # Into the last node's b: the sums before it; not its own, not
        # the text (a type mismatch).
        self.assertEqual(self.graph.list_connectable(nodes[2].b),
                         [nodes[0].sum, nodes[1].sum])
        # The same as asking can_connect () of each dock in turn.
        expected = []
        for node in self.graph:
            for sink in node.get_sinks():
                try:
                    self.graph.can_connect(nodes[1].sum, sink)
                    expected.append(sink)
                except GLib.Error:
                    pass
        self.assertEqual(self.graph.list_connectable(nodes[1].sum), expected)

    def test_can_connect_to_new(self):
        nodes = make_chain(self.graph, 2)
        new = Add()
        label = make_node('Label', sources=[('text', GObject.TYPE_STRING)])

        # A node not added yet: its input would take the last sum, and
        # its text would not go into a number input.
        self.assertTrue(self.graph.can_connect_to_new(nodes[1].sum, new.a))
        with self.assertRaises(GLib.Error) as context:
            self.graph.can_connect_to_new(nodes[1].a, label.get_source('text'))
        self.assertFlowError(context, Flow.Error.TYPE_MISMATCH)
        # Nothing was added.
        self.assertEqual(self.graph.get_n_items(), 2)

    def test_implicit_conversions(self):
        counter = make_node('Counter', sources=[('count', GObject.TYPE_INT)])
        node = Add()
        self.graph.add_node(counter)
        self.graph.add_node(node)

        self.graph.props.implicit_conversions = False
        with self.assertRaises(GLib.Error) as context:
            self.graph.add_connection(counter.get_source('count'), node.a)
        self.assertFlowError(context, Flow.Error.TYPE_MISMATCH)

        self.graph.props.implicit_conversions = True
        self.graph.add_connection(counter.get_source('count'), node.a)
        counter.get_source('count').set_value(3)
        self.assertEqual(counter.get_source('count').get_value(), 3)
        self.assertEqual(node.a.get_value(), 3.0)
        self.assertIsInstance(node.a.get_value(), float)

    def test_cycle(self):
        nodes = make_chain(self.graph, 3)

        with self.assertRaises(GLib.Error) as context:
            self.graph.add_connection(nodes[2].sum, nodes[0].b)
        message = self.assertFlowError(context, Flow.Error.CYCLE)
        self.assertEqual(message,
                         'Connecting the output “sum” of “Add 2” to the input '
                         '“b” of “Add 0” would create a cycle.')

        with self.assertRaises(GLib.Error) as context:
            self.graph.add_connection(nodes[1].sum, nodes[1].b)
        self.assertFlowError(context, Flow.Error.CYCLE)
        self.assertEqual(len(self.graph.get_connections()), 2)

        self.graph.props.allow_cycles = True
        self.graph.add_connection(nodes[2].sum, nodes[0].b)
        self.assertEqual(len(self.graph.get_connections()), 3)

    def test_already_connected(self):
        nodes = make_chain(self.graph, 2)
        with self.assertRaises(GLib.Error) as context:
            self.graph.add_connection(nodes[0].sum, nodes[1].a)
        self.assertFlowError(context, Flow.Error.ALREADY_CONNECTED)


class TestFilter(FlowTestCase):

    def setUp(self):
        super().setUp()
        self.producer = Add('Producer')
        self.consumer = Add('Consumer')
        self.label = make_node('Label', sources=[('text', GObject.TYPE_STRING)])
        for node in (self.producer, self.consumer, self.label):
            self.graph.add_node(node)
        self.calls = []

    def test_veto_with_reason(self):
        def veto(graph, source, sink, compatible, *user_data):
            self.calls.append((graph, source, sink, compatible, user_data))
            return False, 'Producers never feed consumers.'

        self.graph.set_connection_filter(veto, 'extra')
        with self.assertRaises(GLib.Error) as context:
            self.graph.add_connection(self.producer.sum, self.consumer.a)
        message = self.assertFlowError(context, Flow.Error.REJECTED)
        self.assertEqual(message, 'Producers never feed consumers.')
        self.assertEqual(self.calls, [(self.graph, self.producer.sum,
                                       self.consumer.a, True, ('extra',))])
        self.assertEqual(len(self.graph.get_connections()), 0)

        # A refused incompatible pair keeps its type error code, with the
        # filter's reason.
        with self.assertRaises(GLib.Error) as context:
            self.graph.add_connection(self.label.get_source('text'), self.consumer.a)
        message = self.assertFlowError(context, Flow.Error.TYPE_MISMATCH)
        self.assertEqual(message, 'Producers never feed consumers.')

    def test_veto_without_reason(self):
        self.graph.set_connection_filter(lambda *args: (False, None))
        with self.assertRaises(GLib.Error) as context:
            self.graph.add_connection(self.producer.sum, self.consumer.a)
        message = self.assertFlowError(context, Flow.Error.REJECTED)
        self.assertIn('does not allow', message)

    def test_allow_incompatible_pair(self):
        def allow_text(graph, source, sink, compatible):
            self.calls.append(compatible)
            return True, None

        self.graph.set_connection_filter(allow_text)
        text = self.label.get_source('text')
        self.assertTrue(self.graph.can_connect(text, self.consumer.a))
        connection = self.graph.add_connection(text, self.consumer.a)
        self.assertIs(connection.get_source(), text)
        self.assertEqual(self.calls, [False, False])

        # A value the sink's type cannot hold arrives as null.
        self.consumer.a.set_value(1.0)
        text.set_value('not a number')
        self.assertIsNone(self.consumer.a.get_value())

    def test_keep_verdict(self):
        self.graph.set_connection_filter(
            lambda graph, source, sink, compatible: (compatible, None))
        self.graph.add_connection(self.producer.sum, self.consumer.a)
        with self.assertRaises(GLib.Error) as context:
            self.graph.add_connection(self.label.get_source('text'), self.consumer.b)
        self.assertFlowError(context, Flow.Error.TYPE_MISMATCH)

    def test_lone_boolean_counts_as_refusal(self):
        # The filter has an out argument, so Python must return a pair; a
        # lone True is not understood by the binding and refuses.
        self.graph.set_connection_filter(lambda *args: True)
        with self.assertRaises(GLib.Error) as context:
            self.graph.add_connection(self.producer.sum, self.consumer.a)
        self.assertFlowError(context, Flow.Error.REJECTED)

    def test_exception_in_filter_refuses(self):
        def broken(*args):
            raise RuntimeError('bug in the filter')

        self.graph.set_connection_filter(broken)
        stderr = io.StringIO()
        with contextlib.redirect_stderr(stderr):
            with self.assertRaises(GLib.Error) as context:
                self.graph.add_connection(self.producer.sum, self.consumer.a)
        self.assertFlowError(context, Flow.Error.REJECTED)
        self.assertIn('bug in the filter', stderr.getvalue())

    def test_filter_is_released(self):
        class Filter:
            def __call__(self, graph, source, sink, compatible):
                return False, 'No.'

        callable_filter = Filter()
        watch = weakref.ref(callable_filter)
        self.graph.set_connection_filter(callable_filter)
        del callable_filter
        gc.collect()
        self.assertIsNotNone(watch())

        self.graph.set_connection_filter(None)
        gc.collect()
        self.assertIsNone(watch())
        self.graph.add_connection(self.producer.sum, self.consumer.a)


class TestModels(FlowTestCase):

    def test_list_models(self):
        nodes = make_chain(self.graph, 3)

        self.assertEqual(self.graph.get_item_type(), Flow.Node.__gtype__)
        self.assertEqual(len(self.graph), 3)
        self.assertEqual(list(self.graph), nodes)
        self.assertIs(self.graph[1], nodes[1])
        self.assertEqual([node.props.title for node in self.graph],
                         ['Add 0', 'Add 1', 'Add 2'])

        connections = self.graph.get_connections()
        self.assertIsInstance(connections, Gio.ListModel)
        self.assertEqual(connections.get_item_type(), Flow.Connection.__gtype__)
        self.assertEqual([(c.get_source(), c.get_sink()) for c in connections],
                         [(nodes[0].sum, nodes[1].a), (nodes[1].sum, nodes[2].a)])

        sinks = nodes[1].get_sinks()
        self.assertEqual(sinks.get_item_type(), Flow.Sink.__gtype__)
        self.assertEqual([sink.props.name for sink in sinks], ['a', 'b'])
        self.assertEqual([source.props.name for source in nodes[1].get_sources()],
                         ['sum'])
        self.assertEqual([sink.props.value_type for sink in sinks],
                         [GObject.TYPE_DOUBLE, GObject.TYPE_DOUBLE])
        self.assertIs(nodes[1].get_sink('b'), nodes[1].b)
        self.assertIs(nodes[1].get_dock('sum'), nodes[1].sum)
        self.assertIsNone(nodes[1].get_sink('sum'))

        dock_connections = nodes[1].sum.get_connections()
        self.assertEqual([c.get_sink() for c in dock_connections], [nodes[2].a])
        self.assertEqual(nodes[1].sum.get_n_connections(), 1)

    def test_items_changed(self):
        changes = []
        self.graph.connect('items-changed',
                           lambda model, *change: changes.append(('nodes',) + change))
        self.graph.get_connections().connect(
            'items-changed',
            lambda model, *change: changes.append(('connections',) + change))

        nodes = make_chain(self.graph, 2)
        self.assertEqual(changes, [('nodes', 0, 0, 1), ('nodes', 1, 0, 1),
                                   ('connections', 0, 0, 1)])

    def test_batch(self):
        changes = []
        self.graph.connect('items-changed',
                           lambda model, *change: changes.append(('nodes',) + change))
        self.graph.get_connections().connect(
            'items-changed',
            lambda model, *change: changes.append(('connections',) + change))

        self.graph.begin_batch()
        self.assertTrue(self.graph.is_batching())
        nodes = make_chain(self.graph, 4)
        nodes[0].b.set_value(1.0)
        nodes[0].a.set_value(1.0)
        self.assertEqual(changes, [])
        # Nodes compute in one wave, after the batch.
        self.assertIsNone(nodes[1].a.get_value())
        self.graph.end_batch()
        self.assertEqual(nodes[1].a.get_value(), 2.0)

        self.assertFalse(self.graph.is_batching())
        self.assertEqual(changes, [('connections', 0, 0, 3), ('nodes', 0, 0, 4)])

        changes.clear()
        self.graph.clear()
        self.assertEqual(changes, [('connections', 0, 3, 0), ('nodes', 0, 4, 0)])

    def test_node_changed_detail(self):
        node = Add()
        self.graph.add_node(node)
        x_changes = []
        all_changes = []
        self.graph.connect('node-changed::x',
                           lambda graph, changed, pspec: x_changes.append((changed, pspec.name)))
        self.graph.connect('node-changed',
                           lambda graph, changed, pspec: all_changes.append(pspec.name))

        node.props.x = 10.0
        node.props.title = 'Renamed'
        node.set_position(20.0, 30.0)
        node.props.x = 20.0

        self.assertEqual(x_changes, [(node, 'x'), (node, 'x')])
        # set_position () notifies x and y together, in no given order.
        self.assertEqual(all_changes[:2], ['x', 'title'])
        self.assertEqual(sorted(all_changes[2:]), ['x', 'y'])

        node.report(Flow.NodeState.ERROR, 'Broken.')
        self.assertEqual(sorted(all_changes[-2:]), ['message', 'state'])
        self.assertEqual(node.props.state, Flow.NodeState.ERROR)

    def test_dock_changed_detail(self):
        node = Add()
        self.graph.add_node(node)
        labels = []
        self.graph.connect('dock-changed::label',
                           lambda graph, dock, pspec: labels.append((dock.get_name(), dock.props.label)))
        all_changes = []
        self.graph.connect('dock-changed',
                           lambda graph, dock, pspec: all_changes.append(pspec.name))

        node.a.props.label = 'Apples'
        node.b.set_required(True)
        node.sum.set_double(3.0)
        self.graph.flush()

        self.assertEqual(labels, [('a', 'Apples')])
        self.assertEqual(all_changes, ['label', 'required'])


class Join(Flow.Node):
    """Computes a + b in the compute vfunc, counting its computations and
    which sinks had changed."""

    __gtype_name__ = 'TestPyJoin'

    offset = GObject.Property(type=float, default=0.0)

    def __init__(self):
        super().__init__(title='Join')
        for dock in (Flow.Sink.new('a', GObject.TYPE_DOUBLE),
                     Flow.Sink.new('b', GObject.TYPE_DOUBLE),
                     Flow.Source.new('sum', GObject.TYPE_DOUBLE)):
            self.add_dock(dock)
        self.computed = []

    def do_compute(self):
        a = self.get_sink('a').get_value()
        b = self.get_sink('b').get_value()
        self.computed.append(([s.get_name() for s in (self.get_sink('a'), self.get_sink('b'))
                               if s.has_changed()], a, b))
        if a is None or b is None:
            self.get_source('sum').clear_value()
        else:
            self.get_source('sum').set_value(a + b + self.offset)


class Counter(Flow.Node):
    """out = in + 1, a null input counting as 0."""

    __gtype_name__ = 'TestPyCounter'

    def __init__(self):
        super().__init__(title='Counter')
        self.add_dock(Flow.Sink.new('in', GObject.TYPE_DOUBLE))
        self.add_dock(Flow.Source.new('out', GObject.TYPE_DOUBLE))

    def do_compute(self):
        value = self.get_sink('in').get_value()
        self.get_source('out').set_value((value or 0.0) + 1.0)


class Slow(Flow.Node):
    """Doubles its input in a worker thread, in a Python function."""

    __gtype_name__ = 'TestPySlow'

    def __init__(self):
        super().__init__(title='Slow')
        self.add_dock(Flow.Sink.new('in', GObject.TYPE_DOUBLE))
        self.add_dock(Flow.Source.new('out', GObject.TYPE_DOUBLE))
        self.fail = False

    def do_compute(self):
        value = self.get_sink('in').get_value()
        if value is None:
            return
        fail = self.fail

        def work(job):
            time.sleep(0.05)
            if fail:
                job.fail(GLib.Error.new_literal(Gio.io_error_quark(), 'Out of paper.',
                                                Gio.IOErrorEnum.FAILED))
            else:
                job.set_output('out', 2 * value)

        self.begin_job().run_in_thread(work)


class TestEngine(FlowTestCase):

    def test_diamond_computes_once(self):
        top = make_node('Top', sources=[('value', GObject.TYPE_DOUBLE)])
        left, right, join = Add('Left'), Add('Right'), Join()
        for node in (top, left, right, join):
            self.graph.add_node(node)
        left.b.set_default_value(1.0)
        right.b.set_default_value(2.0)
        value = top.get_source('value')
        self.graph.add_connection(value, left.a)
        self.graph.add_connection(value, right.a)
        self.graph.add_connection(left.sum, join.get_sink('a'))
        self.graph.add_connection(right.sum, join.get_sink('b'))
        join.computed.clear()
        left.changes.clear()

        waves = []
        self.graph.connect('wave-finished', lambda graph, n, duration: waves.append(n))
        value.set_value(10.0)

        # Once, with both final inputs; sink_changed once too.
        self.assertEqual(join.computed, [(['a', 'b'], 11.0, 12.0)])
        self.assertEqual(left.changes, ['a'])
        # Top only holds a value: Left, Right and Join computed.
        self.assertEqual(waves, [3])
        self.assertEqual(join.get_compute_count(), 2)

    def test_parameter_is_an_edit(self):
        join = Join()
        self.graph.add_node(join)
        join.get_sink('a').set_default_value(1.0)
        join.get_sink('b').set_default_value(2.0)
        history = self.graph.get_history()
        join.offset = 10.0
        self.assertEqual(join.get_source('sum').get_value(), 13.0)
        self.assertEqual(history.props.undo_label, 'Undo Change Parameter')
        history.undo()
        self.assertEqual(join.offset, 0.0)
        self.assertEqual(join.get_source('sum').get_value(), 3.0)
        # A value set directly is not an edit.
        join.get_source('sum').set_value(99.0)
        self.assertFalse(history.props.can_undo)

    def test_muted(self):
        join = Join()
        self.graph.add_node(join)
        join.get_sink('a').set_default_value(5.0)
        join.get_sink('b').set_default_value(7.0)
        join.props.muted = True
        self.assertEqual(join.get_source('sum').get_value(), 5.0)
        join.set_muted(False)
        self.assertEqual(join.get_source('sum').get_value(), 12.0)

    def test_deferred_and_flush(self):
        join = Join()
        self.graph.add_node(join)
        self.graph.props.evaluation = Flow.Evaluation.DEFERRED
        join.get_sink('a').set_default_value(1.0)
        join.get_sink('b').set_default_value(2.0)
        self.assertIsNone(join.get_source('sum').get_value())
        self.assertTrue(self.graph.flush())
        self.assertEqual(join.get_source('sum').get_value(), 3.0)

    def test_feedback(self):
        self.graph.props.allow_cycles = True
        self.graph.props.max_feedback_waves = 10
        counter = Counter()
        self.graph.add_node(counter)
        self.assertEqual(counter.get_source('out').get_value(), 1.0)

        # Its output back into its input: one more per wave, never settling.
        loop = self.graph.add_connection(counter.get_source('out'), counter.get_sink('in'))
        self.assertTrue(loop.props.feedback)
        self.assertEqual(counter.props.state, Flow.NodeState.WARNING)
        self.assertEqual(counter.get_source('out').get_value(), 12.0)

    def test_job_in_python_thread(self):
        slow = Slow()
        self.graph.add_node(slow)
        slow.get_sink('in').set_value(21.0)
        self.assertTrue(slow.props.busy)
        self.assertTrue(self.graph.props.busy)
        context = GLib.MainContext.default()
        deadline = time.monotonic() + 5
        while self.graph.props.busy and time.monotonic() < deadline:
            context.iteration(True)
        self.assertEqual(slow.get_source('out').get_value(), 42.0)
        self.assertGreaterEqual(slow.props.compute_time, 50000)

        slow.fail = True
        slow.get_sink('in').set_value(1.0)
        deadline = time.monotonic() + 5
        while self.graph.props.busy and time.monotonic() < deadline:
            context.iteration(True)
        self.assertEqual(slow.props.state, Flow.NodeState.ERROR)
        self.assertEqual(slow.props.message, 'Out of paper.')
        self.assertIsNone(slow.get_source('out').get_value())


class Scale(Flow.Node):
    """A node type as docs/model-view.md writes one: its title set in
    __init__ (), not given to super().__init__ ()."""
    __gtype_name__ = 'TestFlowScale'

    def __init__(self):
        super().__init__()
        self.set_title('Scale')
        self.add_dock(Flow.Sink.new('in', GObject.TYPE_DOUBLE))
        self.add_dock(Flow.Source.new('out', GObject.TYPE_DOUBLE))


class TestSerializer(FlowTestCase):
    """Text goes in as bytes with their own length: nothing is read past
    the end, and non-ASCII text loads."""

    TEXT = ('{"format": 1, "nodes": [{"id": 1, "type": "FlowNode", '
            '"title": "Größe ✓ 图"}]}')

    def setUp(self):
        super().setUp()
        self.serializer = Flow.Serializer.new()

    def test_load_from_data_bytes(self):
        data = self.TEXT.encode()
        self.assertGreater(len(data), len(self.TEXT))
        self.assertTrue(self.serializer.load_from_data(self.graph, data))
        self.assertEqual(self.graph.get_node(1).get_title(), 'Größe ✓ 图')

    def test_no_length_to_get_wrong(self):
        # The length comes from the bytes: Python cannot pass one.
        with self.assertRaises(TypeError):
            self.serializer.load_from_data(self.graph, b'{"format": 1}', 1000)
        with self.assertRaises(TypeError):
            self.serializer.paste(self.graph, b'{"format": 1}', 1000, 0.0, 0.0)

    def test_bytes_end_where_they_end(self):
        # A prefix of the text is loaded as the prefix it is.
        data = self.TEXT.encode()
        with self.assertRaises(GLib.Error) as context:
            self.serializer.load_from_data(self.graph, data[:30])
        self.assertFlowError(context, Flow.Error.INVALID_DATA)
        self.assertEqual(self.graph.get_n_items(), 0)

    def test_created_by_library(self):
        # Made with g_object_new () by the library, the node has the
        # title and the docks its __init__ () gives it.
        self.serializer.register_type('test.scale', Scale.__gtype__)
        node = self.serializer.create_node('test.scale')
        self.assertEqual(node.get_title(), 'Scale')
        self.assertEqual([d.get_name() for d in node.get_sinks()], ['in'])
        self.assertEqual(self.serializer.describe_type('test.scale').get_title(), 'Scale')
        self.assertEqual(Scale().get_title(), 'Scale')

    def test_paste_bytes(self):
        pasted = self.serializer.paste(self.graph, self.TEXT.encode(), 10.0, 20.0)
        self.assertEqual(pasted.get_n_items(), 1)
        self.assertEqual(pasted.get_item(0).get_title(), 'Größe ✓ 图')
        self.assertEqual(pasted.get_item(0).get_x(), 10.0)

    def test_too_large(self):
        self.serializer.props.max_load_size = 10
        with self.assertRaises(GLib.Error) as context:
            self.serializer.load_from_data(self.graph, self.TEXT.encode())
        self.assertFlowError(context, Flow.Error.TOO_LARGE)

    def test_async_finish_pairs(self):
        loop = GLib.MainLoop()
        results = []

        def done(serializer, result, finish):
            results.append(finish(result))
            loop.quit()

        stream = Gio.MemoryInputStream.new_from_bytes(GLib.Bytes.new(self.TEXT.encode()))
        self.serializer.load_from_stream_async(
            self.graph, stream, GLib.PRIORITY_DEFAULT, None, None, None,
            done, self.serializer.load_from_stream_finish)
        loop.run()

        path = os.path.join(GLib.get_tmp_dir(), 'flow-test-%d.flow' % os.getpid())
        with open(path, 'wb') as f:
            f.write(self.TEXT.encode())
        try:
            self.serializer.load_from_file_async(
                self.graph, Gio.File.new_for_path(path), GLib.PRIORITY_DEFAULT,
                None, None, None, done, self.serializer.load_from_file_finish)
            loop.run()
        finally:
            os.unlink(path)

        self.assertEqual(results, [True, True])
        self.assertEqual(self.graph.get_node(1).get_title(), 'Größe ✓ 图')

    def test_save_to_bytes_async(self):
        # The text made in a worker thread is save_to_data's, as GLib.Bytes.
        self.assertTrue(self.serializer.load_from_data(self.graph, self.TEXT.encode()))
        loop = GLib.MainLoop()
        results = []

        def done(serializer, result):
            results.append(serializer.save_to_bytes_finish(result))
            loop.quit()

        self.serializer.save_to_bytes_async(self.graph, None, done)
        loop.run()
        self.assertEqual(results[0].get_data().decode(),
                         self.serializer.save_to_data(self.graph)[0])
        self.assertIn('Größe ✓ 图', results[0].get_data().decode())

    def test_describe_type(self):
        # A Python function describes a node type; others are made.
        self.serializer.register_factory('test.costly', lambda name: Flow.Node.new())
        self.serializer.register_type('test.plain', Flow.Node.__gtype__)
        asked = []

        def describe(type_name):
            asked.append(type_name)
            if type_name != 'test.costly':
                return None
            node = Flow.Node.new()
            node.set_title('Costly')
            node.add_dock(Flow.Sink.new('in', GObject.TYPE_INT64))
            return node

        self.serializer.set_describe_func(describe)
        described = self.serializer.describe_type('test.costly')
        self.assertEqual(described.get_title(), 'Costly')
        self.assertEqual(described.get_sink('in').get_value_type(), GObject.TYPE_INT64)
        self.assertIsNotNone(self.serializer.describe_type('test.plain'))
        self.assertIsNone(self.serializer.describe_type('test.unknown'))
        self.assertEqual(asked, ['test.costly', 'test.plain'])
        del described
        self.serializer.set_describe_func(None)
        self.assertEqual(self.serializer.describe_type('test.costly').get_title(), None)

    def test_transient_stand_in(self):
        # A pad's wire is saved from the dock of its template.
        pads, to = Flow.Node.new(), Flow.Node.new()
        pads.add_dock(Flow.Source.new('src_%u', GObject.TYPE_INT))
        pad = Flow.Source.new('src_0', GObject.TYPE_INT)
        pad.props.transient = True
        pad.props.stand_in = 'src_%u'
        self.assertEqual(pad.get_stand_in(), 'src_%u')
        pads.add_dock(pad)
        to.add_dock(Flow.Sink.new('in', GObject.TYPE_INT))
        self.graph.add_node(pads)
        self.graph.add_node(to)
        self.graph.add_connection(pad, to.get_sink('in'))
        text = self.serializer.save_to_data(self.graph)[0]
        self.assertNotIn('src_0', text)
        loaded = Flow.Graph.new()
        self.assertTrue(self.serializer.load_from_data(loaded, text.encode()))
        connection = loaded.get_connections().get_item(0)
        self.assertEqual(connection.get_source().get_name(), 'src_%u')
        pad.set_stand_in(None)
        self.assertIsNone(pad.props.stand_in)


def make_add_group(name='Add'):
    """A group x + y -> sum through an Add node written in Python."""
    group = Flow.Group.new(name)
    x = group.add_input('x', GObject.TYPE_DOUBLE)
    y = group.add_input('y', GObject.TYPE_DOUBLE)
    out = group.add_output('sum', GObject.TYPE_DOUBLE)
    inner = Add('Inner')
    graph = group.get_graph()
    graph.add_node(inner)
    graph.add_connection(x, inner.a)
    graph.add_connection(y, inner.b)
    graph.add_connection(inner.sum, out)
    return group


class TestGroups(FlowTestCase):

    def test_group_node_computes_with_python_nodes_inside(self):
        group = make_add_group()
        first = Flow.GroupNode.new(group)
        second = Flow.GroupNode.new(group)
        self.graph.add_node(first)
        self.graph.add_node(second)
        self.assertEqual(group.get_document(), self.graph)
        self.assertEqual(group.get_n_users(), 2)
        self.assertEqual([g.get_name() for g in self.graph.get_groups()], ['Add'])

        # Each group node has its own copy of the Python node, and its
        # own values.
        first.get_sink('x').set_value(2.0)
        first.get_sink('y').set_value(40.0)
        second.get_sink('x').set_value(1.0)
        second.get_sink('y').set_value(1.0)
        self.assertEqual(first.get_source('sum').get_value(), 42.0)
        self.assertEqual(second.get_source('sum').get_value(), 2.0)
        inside = [type(n).__name__ for n in first.get_graph()]
        self.assertEqual(inside, ['GroupInputNode', 'GroupOutputNode', 'Add'])

    def test_group_and_ungroup_are_one_step_each(self):
        history = self.graph.get_history()
        nodes = make_chain(self.graph, 4)
        nodes[0].a.set_default_value(1.0)
        nodes[0].b.set_default_value(0.0)
        for node in nodes[1:]:
            node.b.set_default_value(0.0)
        self.assertEqual(nodes[3].sum.get_value(), 1.0)

        group_node = self.graph.group_nodes(nodes[1:3], 'Middle')
        self.assertIsInstance(group_node, Flow.GroupNode)
        self.assertEqual(self.graph.get_n_items(), 3)
        self.assertEqual(nodes[3].sum.get_value(), 1.0)
        self.assertEqual(history.get_undo_label(), 'Undo Group Nodes')

        history.undo()
        self.assertEqual(self.graph.get_n_items(), 4)
        history.redo()
        self.assertEqual(self.graph.get_n_items(), 3)

        self.assertTrue(self.graph.ungroup(group_node))
        self.assertEqual(self.graph.get_n_items(), 4)
        nodes[0].a.set_default_value(5.0)
        self.assertEqual(nodes[3].sum.get_value(), 5.0)

    def test_a_group_cannot_contain_itself(self):
        group = make_add_group()
        node = Flow.GroupNode.new(group)
        with self.assertRaises(GLib.Error) as context:
            group.get_graph().can_add_node(node)
        self.assertFlowError(context, Flow.Error.RECURSIVE_GROUP)

        # Adding it anyway is a programmer error: a critical, and nothing
        # added.
        with self.expect_log('Flow', 'cannot contain itself'):
            group.get_graph().add_node(node)
        self.assertEqual(group.get_graph().get_n_items(), 3)

    def test_saved_and_loaded(self):
        serializer = Flow.Serializer.new()
        serializer.register_type('test.add', Add.__gtype__)
        group = make_add_group()
        node = Flow.GroupNode.new(group)
        self.graph.add_node(node)
        node.get_sink('x').set_default_value(20.0)
        node.get_sink('y').set_default_value(22.0)

        text = serializer.save_to_data(self.graph)[0]
        self.assertIn('"groups"', text)
        loaded = Flow.Graph.new()
        self.assertTrue(serializer.load_from_data(loaded, text.encode()))
        self.assertEqual([g.get_name() for g in loaded.get_groups()], ['Add'])
        self.assertEqual(loaded.get_node(node.get_id()).get_source('sum').get_value(), 42.0)
        loaded.clear()



class TestReroutes(FlowTestCase):

    def test_reroute_hands_on_and_is_typed(self):
        first, second = Add('First'), Add('Second')
        self.graph.add_node(first)
        self.graph.add_node(second)
        connection = self.graph.add_connection(first.sum, second.a)
        # Edits are recorded once the history is asked for.
        self.graph.get_history()

        reroute = self.graph.insert_reroute(connection, 10.0, 20.0)
        self.assertIsInstance(reroute, Flow.Reroute)
        self.assertEqual(reroute.props.value_type, GObject.TYPE_DOUBLE)
        self.assertEqual(reroute.get_value_type(), GObject.TYPE_DOUBLE)
        self.assertEqual(self.graph.get_history().get_undo_label(), 'Undo Add Reroute')

        first.a.set_default_value(2.0)
        first.b.set_default_value(3.0)
        second.b.set_default_value(1.0)
        self.assertEqual(second.sum.get_value(), 6.0)

        # Undone back to before it: one step took it out of the wire.
        history = self.graph.get_history()
        while history.get_undo_label() != 'Undo Add Reroute':
            history.undo()
        history.undo()
        self.assertEqual(self.graph.get_n_items(), 2)
        self.assertIsNotNone(self.graph.find_connection(first.sum, second.a))

        # Fed by nothing, it carries anything.
        lone = Flow.Reroute.new()
        self.assertEqual(lone.props.value_type, Flow.any_get_type())


class TestFrames(FlowTestCase):

    def test_frame_gathers_what_lies_in_it(self):
        # The history records from when it is first asked for.
        history = self.graph.get_history()
        frame = Flow.Frame.new()
        frame.set_title('Inputs')
        frame.set_bounds(0.0, 0.0, 400.0, 300.0)
        frame.props.text = 'Where numbers come from'
        frame.props.color = Flow.FrameColor.GREEN
        self.graph.add_node(frame)
        inside, outside = Add('Inside'), Add('Outside')
        inside.set_position(40.0, 60.0)
        outside.set_position(500.0, 60.0)
        self.graph.add_node(inside)
        self.graph.add_node(outside)

        self.assertEqual(Flow.Frame.find_for_node(inside), frame)
        self.assertIsNone(Flow.Frame.find_for_node(outside))
        self.assertEqual(list(frame.list_members()), [inside])
        self.assertTrue(frame.holds(inside))
        self.assertEqual(frame.get_width(), 400.0)

        # Its settings are undone as any parameter is.
        frame.set_text('Changed')
        self.assertEqual(history.get_undo_label(), 'Undo Change Parameter')
        history.undo()
        self.assertEqual(frame.props.text, 'Where numbers come from')

        serializer = Flow.Serializer.new()
        text = serializer.save_to_data(self.graph)[0]
        loaded = Flow.Graph.new()
        self.assertTrue(serializer.load_from_data(loaded, text.encode()))
        back = loaded.get_item(0)
        self.assertIsInstance(back, Flow.Frame)
        self.assertEqual(back.props.color, Flow.FrameColor.GREEN)
        self.assertEqual(back.get_text(), 'Where numbers come from')
        self.assertTrue(back.props.fit_members)
        loaded.clear()

        # Sized by hand, it keeps its size: saved, loaded, undone.
        frame.props.fit_members = False
        self.assertEqual(history.get_undo_label(), 'Undo Change Parameter')
        text = serializer.save_to_data(self.graph)[0]
        self.assertIn('"fit-members" : false', text)
        self.assertTrue(serializer.load_from_data(loaded, text.encode()))
        self.assertFalse(loaded.get_item(0).get_fit_members())
        loaded.clear()
        history.undo()
        self.assertTrue(frame.get_fit_members())

if __name__ == '__main__':
    unittest.main(verbosity=2)
