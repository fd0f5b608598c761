// SPDX-FileCopyrightText: 2026 The Flow Authors
// SPDX-License-Identifier: LGPL-2.1-or-later
//
// libflow through GObject Introspection, from JavaScript (gjs -m): graphs,
// a node subclassed in JavaScript, values and nulls, errors, the connection
// filter, batches, list models and signals, and the evaluation engine:
// vfunc_compute, muting, deferred waves and a job finished from the main
// loop. Prints TAP.

import GLib from 'gi://GLib';
import GObject from 'gi://GObject';
import Gio from 'gi://Gio';
import System from 'system';

import Flow from 'gi://Flow?version=1';

// Any warning or critical that a test does not expect stops the run.
GLib.log_set_always_fatal(GLib.LogLevelFlags.LEVEL_CRITICAL |
                          GLib.LogLevelFlags.LEVEL_WARNING);

// Sums its two sinks into its source, in the sink_changed vfunc.
const Add = GObject.registerClass({
    GTypeName: 'TestJsAdd',
}, class Add extends Flow.Node {
    constructor(title = 'Add') {
        super({title});
        this.a = Flow.Sink.new('a', GObject.TYPE_DOUBLE);
        this.b = Flow.Sink.new('b', GObject.TYPE_DOUBLE);
        this.sum = Flow.Source.new('sum', GObject.TYPE_DOUBLE);
        for (const dock of [this.a, this.b, this.sum])
            this.add_dock(dock);
        this.changes = [];
    }

    vfunc_sink_changed(sink) {
        this.changes.push(sink.name);
        const a = this.a.get_value();
        const b = this.b.get_value();
        if (a === null || b === null)
            this.sum.clear_value();
        else
            this.sum.set_value(a + b);
    }
});

function makeNode(title, {sources = [], sinks = []} = {}) {
    const node = new Flow.Node({title});
    for (const [name, type] of sinks)
        node.add_dock(Flow.Sink.new(name, type));
    for (const [name, type] of sources)
        node.add_dock(Flow.Source.new(name, type));
    return node;
}

// Connects the sum of each Add node to the a of the next one.
function makeChain(graph, length) {
    const nodes = [];
    for (let i = 0; i < length; i++) {
        const node = new Add(`Add ${i}`);
        graph.add_node(node);
        if (nodes.length > 0)
            graph.add_connection(nodes[nodes.length - 1].sum, node.a);
        nodes.push(node);
    }
    return nodes;
}

function items(model) {
    const list = [];
    for (let i = 0; i < model.get_n_items(); i++)
        list.push(model.get_item(i));
    return list;
}

// Assertions

class AssertionError extends Error {}

function fail(message) {
    throw new AssertionError(message);
}

function show(value) {
    if (value instanceof GObject.Object)
        return `${value.constructor.name}`;
    try {
        return JSON.stringify(value);
    } catch {
        return String(value);
    }
}

function assertEqual(actual, expected, what = 'value') {
    if (actual !== expected)
        fail(`${what}: expected ${show(expected)}, got ${show(actual)}`);
}

function assertArrayEqual(actual, expected, what = 'array') {
    if (actual.length !== expected.length ||
        actual.some((value, i) => value !== expected[i]))
        fail(`${what}: expected [${expected.map(show)}], got [${actual.map(show)}]`);
}

function assertTrue(condition, what) {
    if (!condition)
        fail(`${what}: expected true`);
}

function assertFlowError(func, code) {
    try {
        func();
    } catch (error) {
        if (!(error instanceof GLib.Error))
            fail(`expected a GLib.Error, got ${error}`);
        assertEqual(error.domain, Flow.error_quark(), 'error domain');
        assertEqual(error.code, code, 'error code');
        assertTrue(error.matches(Flow.error_quark(), code), 'error matches');
        return error.message;
    }
    fail(`expected a Flow error ${code}, nothing was thrown`);
    return null;
}

function expectCritical(pattern, func) {
    GLib.test_expect_message('Flow', GLib.LogLevelFlags.LEVEL_CRITICAL, pattern);
    func();
    GLib.test_assert_expected_messages_internal('Flow', 'test-flow.js', 0, pattern);
}

// Tests

const tests = [];

function test(name, func) {
    tests.push({name, func});
}

test('build a graph', graph => {
    const first = new Add('First');
    const second = new Add('Second');
    graph.add_node(first);
    graph.add_node(second);

    assertEqual(graph.get_n_items(), 2, 'n_items');
    assertEqual(first.graph, graph, 'graph property');
    assertTrue(first.id !== second.id, 'distinct ids');
    assertEqual(graph.get_node(second.id), second, 'get_node');
    assertEqual(graph.get_node(12345), null, 'unknown id');

    const connection = graph.add_connection(first.sum, second.a);
    assertTrue(connection instanceof Flow.Connection, 'a connection');
    assertEqual(connection.get_source(), first.sum, 'source');
    assertEqual(connection.get_sink(), second.a, 'sink');
    assertEqual(graph.find_connection(first.sum, second.a), connection, 'find');

    assertTrue(graph.remove_connection(connection), 'removed');
    assertEqual(connection.get_graph(), null, 'removed connection graph');
    assertFlowError(() => graph.remove_connection(connection), Flow.Error.NOT_IN_GRAPH);

    graph.remove_node(first);
    assertEqual(first.graph, null, 'removed node graph');
    assertArrayEqual(items(graph), [second], 'nodes');
});

test('connect() is the signal method', graph => {
    const notified = [];
    const handler = graph.connect('notify::allow-cycles',
        (object, pspec) => notified.push(pspec.get_name()));
    assertEqual(typeof handler, 'number', 'handler id');
    graph.allow_cycles = true;
    graph.disconnect(handler);
    graph.allow_cycles = false;
    assertArrayEqual(notified, ['allow-cycles'], 'notifications');
});

test('subclass computes in vfunc_sink_changed', graph => {
    const node = new Add();
    graph.add_node(node);

    node.a.set_value(1.5);
    assertArrayEqual(node.changes, ['a'], 'changes');
    assertEqual(node.sum.get_value(), null, 'sum with b null');

    node.b.set_value(2.25);
    assertArrayEqual(node.changes, ['a', 'b'], 'changes');
    assertEqual(node.sum.get_value(), 3.75, 'sum');

    node.b.set_value(2.25);
    assertArrayEqual(node.changes, ['a', 'b'], 'no change, no call');
});

test('values propagate along a chain', graph => {
    const nodes = makeChain(graph, 6);
    nodes.forEach((node, i) => node.b.set_value(i));
    assertTrue(nodes.every(node => node.sum.get_value() === null), 'all null');

    nodes[0].a.set_value(100);
    assertArrayEqual(nodes.map(node => node.sum.get_value()),
        [100, 101, 103, 106, 110, 115], 'sums');

    nodes[2].b.set_value(10);
    assertArrayEqual(nodes.map(node => node.sum.get_value()),
        [100, 101, 111, 114, 118, 123], 'sums after a change upstream');
    assertEqual(nodes[5].a.value, 118, 'value property');
});

test('null values', graph => {
    const nodes = makeChain(graph, 3);
    nodes.forEach(node => node.b.set_value(1));
    nodes[0].a.set_value(1);
    assertEqual(nodes[2].sum.get_value(), 4, 'sum');

    graph.remove_connection(graph.find_connection(nodes[0].sum, nodes[1].a));
    assertEqual(nodes[1].a.get_value(), null, 'disconnected sink');
    assertEqual(nodes[1].a.has_value(), false, 'has_value');
    assertEqual(nodes[1].a.value, null, 'value property');
    assertEqual(nodes[2].sum.get_value(), null, 'downstream');

    nodes[1].a.set_value(0);
    assertEqual(nodes[1].a.has_value(), true, 'zero is a value');
    assertEqual(nodes[2].sum.get_value(), 2, 'sum with zero');

    // gjs passes null to a GValue argument as a gpointer value holding
    // NULL, which is null as well.
    nodes[1].a.set_value(null);
    assertEqual(nodes[1].a.has_value(), false, 'null by set_value');
    assertEqual(nodes[2].sum.get_value(), null, 'null by set_value downstream');

    nodes[1].a.set_value(0);
    nodes[1].a.clear_value();
    assertEqual(nodes[2].sum.get_value(), null, 'cleared');

    nodes[1].a.value = 5;
    assertEqual(nodes[2].sum.get_value(), 7, 'set by property');
    nodes[1].a.value = null;
    assertEqual(nodes[1].a.has_value(), false, 'null by property');
    assertEqual(nodes[2].sum.get_value(), null, 'null downstream');
});

test('null into an any dock, a default value, a job and a file', graph => {
    const node = new Flow.Node({title: 'Any'});
    const output = Flow.Source.new('out', Flow.any_get_type());
    const input = Flow.Sink.new('in', Flow.any_get_type());
    const number = Flow.Sink.new('number', GObject.TYPE_DOUBLE);
    for (const dock of [output, input, number])
        node.add_dock(dock);
    graph.add_node(node);

    output.set_value(1);
    output.set_value(null);
    assertEqual(output.has_value(), false, 'any source');

    input.set_default_value(2);
    input.set_default_value(null);
    assertEqual(input.has_value(), false, 'any sink');
    assertEqual(input.get_default_value(), null, 'any default');
    number.set_default_value(3);
    number.set_default_value(null);
    assertEqual(number.has_value(), false, 'number sink');

    assertEqual(Flow.value_serialize(null).is_null(), true, 'serialized');
    // Read back: null, a number, and a number that is not one.
    const Json = imports.gi.Json;
    assertEqual(Flow.value_deserialize(Json.from_string('null'), GObject.TYPE_DOUBLE), null, 'deserialized null');
    assertEqual(Flow.value_deserialize(Json.from_string('3.5'), GObject.TYPE_DOUBLE), 3.5, 'deserialized');
    let refused = null;
    try {
        Flow.value_deserialize(Json.from_string('"x"'), GObject.TYPE_DOUBLE);
    } catch (e) {
        refused = e;
    }
    assertEqual(refused !== null && refused.matches(Flow.error_quark(), Flow.Error.INVALID_DATA), true,
        'deserialize refuses');

    output.set_value(4);
    const job = node.begin_job();
    job.set_output('out', null);
    job.finish();
    const loop = GLib.MainLoop.new(null, false);
    const id = graph.connect('notify::busy', () => loop.quit());
    if (graph.busy)
        loop.run();
    graph.disconnect(id);
    assertEqual(output.has_value(), false, 'job output');
});

test('default value', graph => {
    const producer = new Add('Producer');
    const consumer = new Add('Consumer');
    graph.add_node(producer);
    graph.add_node(consumer);
    consumer.b.set_value(1);

    consumer.a.default_value = 10;
    assertEqual(consumer.a.default_value, 10, 'default value');
    assertEqual(consumer.sum.get_value(), 11, 'sum with the default');

    const connection = graph.add_connection(producer.sum, consumer.a);
    assertEqual(consumer.sum.get_value(), null, 'connected to a null source');
    graph.remove_connection(connection);
    assertEqual(consumer.sum.get_value(), 11, 'back to the default');
});

test('native values convert', graph => {
    const node = new Add();
    graph.add_node(node);

    node.a.set_value(2);
    node.b.set_value(2 ** 40);
    assertEqual(node.sum.get_value(), 2 + 2 ** 40, 'sum of numbers');

    const whole = Flow.Sink.new('whole', GObject.TYPE_INT);
    node.add_dock(whole);
    whole.set_value(7.9);
    assertEqual(whole.get_value(), 7, 'double into int');

    const text = Flow.Sink.new('text', GObject.TYPE_STRING);
    node.add_dock(text);
    text.set_value('héllo');
    assertEqual(text.get_value(), 'héllo', 'text');

    const anything = Flow.Sink.new('anything', Flow.any_get_type());
    node.add_dock(anything);
    anything.set_value('kept as text');
    assertEqual(anything.get_value(), 'kept as text', 'any holds text');
    anything.set_value(1.5);
    assertEqual(anything.get_value(), 1.5, 'any holds a number');
});

test('typed accessors', graph => {
    // Plain JavaScript values in and out: no GObject.Value, no null trap.
    const node = new Flow.Node();
    graph.add_node(node);
    const number = Flow.Sink.new('number', GObject.TYPE_DOUBLE);
    node.add_dock(number);
    assertEqual(number.get_double(), 0, 'null reads as 0');
    assertEqual(number.has_value(), false, 'null');
    number.set_int(3);
    assertEqual(number.get_double(), 3, 'int into double');
    number.set_double(2.5);
    assertEqual(number.get_int(), 2, 'double as int');

    const big = Flow.Sink.new('big', GObject.TYPE_INT64);
    node.add_dock(big);
    big.set_int64(2 ** 40);
    assertEqual(big.get_int64(), 2 ** 40, 'int64');

    const flag = Flow.Sink.new('flag', GObject.TYPE_BOOLEAN);
    node.add_dock(flag);
    flag.set_boolean(true);
    assertEqual(flag.get_boolean(), true, 'boolean');

    const text = Flow.Sink.new('text', GObject.TYPE_STRING);
    node.add_dock(text);
    assertEqual(text.get_string(), null, 'null string');
    text.set_string('héllo');
    assertEqual(text.get_string(), 'héllo', 'string');
});

test('a wrong type is a critical, not an exception', graph => {
    const node = new Add();
    graph.add_node(node);
    node.a.set_value(1);

    expectCritical('*cannot hold a value of type gchararray*',
        () => node.a.set_value('one'));
    assertEqual(node.a.get_value(), 1, 'old value kept');
    assertArrayEqual(node.changes, ['a'], 'no call');

    expectCritical('*cannot hold a value of type gchararray*', () => {
        node.a.value = 'one';
    });
    assertEqual(node.a.get_value(), 1, 'old value kept');
});

test('value notifications', graph => {
    const node = new Add();
    graph.add_node(node);
    const seen = [];
    node.sum.connect('notify::value', dock => seen.push(dock.value));

    node.a.set_value(1);
    node.b.set_value(2);
    node.b.set_value(2);
    node.a.clear_value();
    assertArrayEqual(seen, [3, null], 'notifications');
});

test('dock description', graph => {
    // What an application says of a dock, non-ASCII and all, through the
    // method and the property alike; null unsets it.
    const sink = Flow.Sink.new('gain', GObject.TYPE_DOUBLE);
    assertEqual(sink.get_description(), null, 'no description');
    sink.set_description('En décibels');
    assertEqual(sink.description, 'En décibels', 'the property');
    sink.description = null;
    assertEqual(sink.get_description(), null, 'unset');
});

test('subclass state survives garbage collection', graph => {
    (() => {
        makeChain(graph, 4);
        for (const node of items(graph))
            node.b.set_value(1);
    })();
    System.gc();

    const nodes = items(graph);
    assertTrue(nodes.every(node => node instanceof Add), 'still Add nodes');
    nodes[0].a.set_value(0);
    assertEqual(nodes[3].sum.get_value(), 4, 'still computing');
});

test('type mismatch', graph => {
    const label = makeNode('Label', {sources: [['text', GObject.TYPE_STRING]]});
    const node = new Add();
    graph.add_node(label);
    graph.add_node(node);

    const message = assertFlowError(
        () => graph.add_connection(label.get_source('text'), node.a),
        Flow.Error.TYPE_MISMATCH);
    assertEqual(message,
        'The input “a” of “Add” takes number values and cannot accept the ' +
        'text values of the output “text” of “Label”.', 'message');
    assertEqual(graph.get_connections().get_n_items(), 0, 'nothing connected');

    assertFlowError(() => graph.can_connect(label.get_source('text'), node.a),
        Flow.Error.TYPE_MISMATCH);
});

test('docks a dock can be connected to', graph => {
    const nodes = makeChain(graph, 3);
    graph.add_node(makeNode('Label', {sources: [['text', GObject.TYPE_STRING]]}));

    assertArrayEqual(graph.list_connectable(nodes[0].sum),
        [nodes[1].b, nodes[2].a, nodes[2].b], 'inputs from the first sum');
    assertArrayEqual(graph.list_connectable(nodes[2].b),
        [nodes[0].sum, nodes[1].sum], 'outputs into the last input');
});

test('docks of a node not added yet', graph => {
    const nodes = makeChain(graph, 2);
    const added = new Add();
    const label = makeNode('Label', {sources: [['text', GObject.TYPE_STRING]]});

    assertTrue(graph.can_connect_to_new(nodes[1].sum, added.a), 'a sum into a new input');
    assertFlowError(() => graph.can_connect_to_new(nodes[1].a, label.get_source('text')),
        Flow.Error.TYPE_MISMATCH);
    assertEqual(graph.get_n_items(), 2, 'nothing added');
});

test('implicit conversions', graph => {
    const counter = makeNode('Counter', {sources: [['count', GObject.TYPE_INT]]});
    const node = new Add();
    graph.add_node(counter);
    graph.add_node(node);

    graph.implicit_conversions = false;
    assertFlowError(() => graph.add_connection(counter.get_source('count'), node.a),
        Flow.Error.TYPE_MISMATCH);

    graph.implicit_conversions = true;
    graph.add_connection(counter.get_source('count'), node.a);
    counter.get_source('count').set_value(3);
    assertEqual(node.a.get_value(), 3, 'converted');
});

test('cycle', graph => {
    const nodes = makeChain(graph, 3);

    const message = assertFlowError(
        () => graph.add_connection(nodes[2].sum, nodes[0].b), Flow.Error.CYCLE);
    assertEqual(message,
        'Connecting the output “sum” of “Add 2” to the input “b” of “Add 0” ' +
        'would create a cycle.', 'message');
    assertFlowError(() => graph.add_connection(nodes[1].sum, nodes[1].b),
        Flow.Error.CYCLE);
    assertEqual(graph.get_connections().get_n_items(), 2, 'unchanged');

    graph.allow_cycles = true;
    graph.add_connection(nodes[2].sum, nodes[0].b);
    assertEqual(graph.get_connections().get_n_items(), 3, 'cycle allowed');
});

function filterFixture(graph) {
    const producer = new Add('Producer');
    const consumer = new Add('Consumer');
    const label = makeNode('Label', {sources: [['text', GObject.TYPE_STRING]]});
    for (const node of [producer, consumer, label])
        graph.add_node(node);
    return {producer, consumer, text: label.get_source('text')};
}

test('filter vetoes with a reason', graph => {
    const {producer, consumer, text} = filterFixture(graph);
    const calls = [];
    graph.set_connection_filter((filterGraph, source, sink, compatible) => {
        calls.push([filterGraph, source, sink, compatible]);
        return [false, 'Producers never feed consumers.'];
    });

    let message = assertFlowError(
        () => graph.add_connection(producer.sum, consumer.a), Flow.Error.REJECTED);
    assertEqual(message, 'Producers never feed consumers.', 'reason');
    assertEqual(calls.length, 1, 'one call');
    assertArrayEqual(calls[0], [graph, producer.sum, consumer.a, true], 'arguments');
    assertEqual(graph.get_connections().get_n_items(), 0, 'nothing connected');

    message = assertFlowError(() => graph.add_connection(text, consumer.a),
        Flow.Error.TYPE_MISMATCH);
    assertEqual(message, 'Producers never feed consumers.', 'reason');
});

test('filter vetoes without a reason', graph => {
    const {producer, consumer} = filterFixture(graph);
    graph.set_connection_filter(() => [false, null]);
    const message = assertFlowError(
        () => graph.add_connection(producer.sum, consumer.a), Flow.Error.REJECTED);
    assertTrue(message.includes('does not allow'), 'generic message');
});

test('filter allows an incompatible pair', graph => {
    const {consumer, text} = filterFixture(graph);
    const verdicts = [];
    graph.set_connection_filter((filterGraph, source, sink, compatible) => {
        verdicts.push(compatible);
        return [true, null];
    });

    assertTrue(graph.can_connect(text, consumer.a), 'can connect');
    const connection = graph.add_connection(text, consumer.a);
    assertEqual(connection.get_source(), text, 'connected');
    assertArrayEqual(verdicts, [false, false], 'type verdicts');

    consumer.a.set_value(1);
    text.set_value('not a number');
    assertEqual(consumer.a.get_value(), null, 'unconvertible value arrives as null');
});

test('filter returning a lone boolean refuses', graph => {
    // The filter has an out argument, so JavaScript must return an array;
    // gjs reports a lone boolean and the connection is refused.
    const {producer, consumer} = filterFixture(graph);
    graph.set_connection_filter(() => true);
    GLib.test_expect_message('Gjs', GLib.LogLevelFlags.LEVEL_CRITICAL,
        '*expecting an Array*');
    assertFlowError(() => graph.add_connection(producer.sum, consumer.a),
        Flow.Error.REJECTED);
    GLib.test_assert_expected_messages_internal('Gjs', 'test-flow.js', 0, 'filter');
});

test('filter removed', graph => {
    const {producer, consumer, text} = filterFixture(graph);
    graph.set_connection_filter(() => [false, 'No.']);
    assertFlowError(() => graph.add_connection(producer.sum, consumer.a),
        Flow.Error.REJECTED);

    graph.set_connection_filter(null);
    graph.add_connection(producer.sum, consumer.a);
    assertFlowError(() => graph.add_connection(text, consumer.b),
        Flow.Error.TYPE_MISMATCH);
});

test('filter that throws refuses', graph => {
    const {producer, consumer} = filterFixture(graph);
    graph.set_connection_filter(() => {
        throw new Error('bug in the filter');
    });
    GLib.test_expect_message('Gjs', GLib.LogLevelFlags.LEVEL_CRITICAL,
        '*bug in the filter*');
    assertFlowError(() => graph.add_connection(producer.sum, consumer.a),
        Flow.Error.REJECTED);
    GLib.test_assert_expected_messages_internal('Gjs', 'test-flow.js', 0, 'filter');
});

test('list models', graph => {
    const nodes = makeChain(graph, 3);

    assertEqual(graph.get_item_type(), Flow.Node.$gtype, 'item type');
    assertArrayEqual(items(graph), nodes, 'nodes');
    assertArrayEqual(items(graph).map(node => node.title),
        ['Add 0', 'Add 1', 'Add 2'], 'titles');

    const connections = graph.get_connections();
    assertTrue(connections instanceof Gio.ListModel, 'a list model');
    assertEqual(connections.get_item_type(), Flow.Connection.$gtype, 'item type');
    assertArrayEqual(items(connections).map(c => c.get_sink()),
        [nodes[1].a, nodes[2].a], 'connection sinks');

    const sinks = nodes[1].get_sinks();
    assertEqual(sinks.get_item_type(), Flow.Sink.$gtype, 'sink item type');
    assertArrayEqual(items(sinks).map(sink => sink.name), ['a', 'b'], 'sinks');
    assertArrayEqual(items(nodes[1].get_sources()).map(source => source.name),
        ['sum'], 'sources');
    assertEqual(items(sinks)[0].value_type, GObject.TYPE_DOUBLE, 'value type');
    assertEqual(nodes[1].get_sink('b'), nodes[1].b, 'get_sink');
    assertEqual(nodes[1].get_dock('sum'), nodes[1].sum, 'get_dock');
    assertEqual(nodes[1].get_sink('sum'), null, 'a source is no sink');
    assertArrayEqual(items(nodes[1].sum.get_connections()).map(c => c.get_sink()),
        [nodes[2].a], 'dock connections');
});

test('batch', graph => {
    const changes = [];
    graph.connect('items-changed',
        (model, ...change) => changes.push(['nodes', ...change].join(' ')));
    graph.get_connections().connect('items-changed',
        (model, ...change) => changes.push(['connections', ...change].join(' ')));

    graph.begin_batch();
    assertTrue(graph.is_batching(), 'batching');
    const nodes = makeChain(graph, 4);
    nodes[0].b.set_value(1);
    nodes[0].a.set_value(1);
    assertArrayEqual(changes, [], 'nothing during the batch');
    assertEqual(nodes[1].a.get_value(), null, 'nodes compute after the batch');
    graph.end_batch();

    assertEqual(graph.is_batching(), false, 'batch over');
    assertEqual(nodes[1].a.get_value(), 2, 'one wave at the end of the batch');
    assertArrayEqual(changes, ['connections 0 0 3', 'nodes 0 0 4'], 'one change each');

    changes.length = 0;
    graph.clear();
    assertArrayEqual(changes, ['connections 0 3 0', 'nodes 0 4 0'], 'clear');
});

test('node-changed with detail', graph => {
    const node = new Add();
    graph.add_node(node);
    const xChanges = [];
    const allChanges = [];
    graph.connect('node-changed::x',
        (object, changed, pspec) => xChanges.push([changed, pspec.get_name()]));
    graph.connect('node-changed',
        (object, changed, pspec) => allChanges.push(pspec.get_name()));

    node.x = 10;
    node.title = 'Renamed';
    node.set_position(20, 30);
    node.x = 20;

    assertEqual(xChanges.length, 2, 'x changes');
    assertTrue(xChanges.every(([changed, name]) => changed === node && name === 'x'),
        'x changes carry the node and the property');
    assertArrayEqual(allChanges.slice(0, 2), ['x', 'title'], 'changes');
    assertArrayEqual(allChanges.slice(2).sort(), ['x', 'y'], 'set_position');

    node.report(Flow.NodeState.ERROR, 'Broken.');
    assertArrayEqual(allChanges.slice(4).sort(), ['message', 'state'], 'report');
    assertEqual(node.state, Flow.NodeState.ERROR, 'state');
});

test('dock-changed with detail', graph => {
    const node = new Add();
    graph.add_node(node);
    const labels = [];
    const allChanges = [];
    graph.connect('dock-changed::label',
        (object, dock, pspec) => labels.push([dock.get_name(), dock.label]));
    graph.connect('dock-changed',
        (object, dock, pspec) => allChanges.push(pspec.get_name()));

    node.a.label = 'Apples';
    node.b.set_required(true);
    node.sum.set_double(3);
    graph.flush();

    assertEqual(labels.length, 1, 'one label change');
    assertArrayEqual(labels[0], ['a', 'Apples'], 'the dock and its label');
    assertArrayEqual(allChanges, ['label', 'required'], 'no value');
});

// The evaluation engine

// Computes a + b in vfunc_compute, recording each computation.
const Join = GObject.registerClass({
    GTypeName: 'TestJsJoin',
}, class Join extends Flow.Node {
    constructor() {
        super({title: 'Join'});
        for (const dock of [Flow.Sink.new('a', GObject.TYPE_DOUBLE),
            Flow.Sink.new('b', GObject.TYPE_DOUBLE),
            Flow.Source.new('sum', GObject.TYPE_DOUBLE)])
            this.add_dock(dock);
        this.computed = [];
    }

    vfunc_compute() {
        const a = this.get_sink('a').get_value();
        const b = this.get_sink('b').get_value();
        this.computed.push(`${a}+${b}`);
        if (a === null || b === null)
            this.get_source('sum').clear_value();
        else
            this.get_source('sum').set_value(a + b);
    }
});

// Doubles its input in a job finished from the main loop.
const Later = GObject.registerClass({
    GTypeName: 'TestJsLater',
}, class Later extends Flow.Node {
    constructor() {
        super({title: 'Later'});
        this.add_dock(Flow.Sink.new('in', GObject.TYPE_DOUBLE));
        this.add_dock(Flow.Source.new('out', GObject.TYPE_DOUBLE));
    }

    vfunc_compute() {
        const value = this.get_sink('in').get_value();
        if (value === null)
            return;
        const job = this.begin_job();
        GLib.timeout_add(GLib.PRIORITY_DEFAULT, 20, () => {
            if (!job.is_cancelled()) {
                job.set_output('out', 2 * value);
                job.finish();
            }
            return GLib.SOURCE_REMOVE;
        });
    }
});

test('engine: a diamond computes its join once', graph => {
    const top = makeNode('Top', {sources: [['value', GObject.TYPE_DOUBLE]]});
    const left = new Add('Left');
    const right = new Add('Right');
    const join = new Join();
    for (const node of [top, left, right, join])
        graph.add_node(node);
    left.b.set_default_value(1);
    right.b.set_default_value(2);
    const value = top.get_source('value');
    graph.add_connection(value, left.a);
    graph.add_connection(value, right.a);
    graph.add_connection(left.sum, join.get_sink('a'));
    graph.add_connection(right.sum, join.get_sink('b'));
    join.computed.length = 0;

    const waves = [];
    graph.connect('wave-finished', (_graph, n) => waves.push(n));
    value.set_value(10);
    assertArrayEqual(join.computed, ['11+12'], 'one computation, both inputs new');
    assertArrayEqual(waves, [3], 'one wave');
});

test('engine: parameters, muting and the history', graph => {
    const join = new Join();
    graph.add_node(join);
    join.get_sink('a').set_default_value(5);
    join.get_sink('b').set_default_value(7);
    const history = graph.get_history();

    join.muted = true;
    assertEqual(join.get_source('sum').get_value(), 5, 'muted passes a on');
    assertEqual(history.undo_label, 'Undo Mute Node', 'muting is an edit');
    history.undo();
    assertEqual(join.get_source('sum').get_value(), 12, 'computed again');

    join.get_source('sum').set_value(99);
    assertEqual(history.can_redo, true, 'a value is no edit: redo stays');
});

test('engine: a job finished from the main loop', graph => {
    const later = new Later();
    graph.add_node(later);
    later.get_sink('in').set_value(21);
    assertEqual(later.busy, true, 'busy');
    assertEqual(graph.busy, true, 'graph busy');

    const context = GLib.MainContext.default();
    const deadline = GLib.get_monotonic_time() + 5 * 1000000;
    while (graph.busy && GLib.get_monotonic_time() < deadline)
        context.iteration(true);
    assertEqual(later.busy, false, 'done');
    assertEqual(later.get_source('out').get_value(), 42, 'result');
});

test('engine: deferred evaluation and flush', graph => {
    const join = new Join();
    graph.add_node(join);
    graph.evaluation = Flow.Evaluation.DEFERRED;
    join.get_sink('a').set_default_value(1);
    join.get_sink('b').set_default_value(2);
    assertEqual(join.get_source('sum').get_value(), null, 'not yet');
    assertEqual(graph.flush(), true, 'at rest');
    assertEqual(join.get_source('sum').get_value(), 3, 'flushed');
});

// A group x + y -> sum through an Add node written in JavaScript.
function makeAddGroup(name = 'Add') {
    const group = Flow.Group.new(name);
    const x = group.add_input('x', GObject.TYPE_DOUBLE);
    const y = group.add_input('y', GObject.TYPE_DOUBLE);
    const out = group.add_output('sum', GObject.TYPE_DOUBLE);
    const inner = new Add('Inner');
    const graph = group.get_graph();
    graph.add_node(inner);
    graph.add_connection(x, inner.a);
    graph.add_connection(y, inner.b);
    graph.add_connection(inner.sum, out);
    return group;
}

test('group nodes share a group and keep their own values', graph => {
    const group = makeAddGroup();
    const first = Flow.GroupNode.new(group);
    const second = Flow.GroupNode.new(group);
    graph.add_node(first);
    graph.add_node(second);
    assertEqual(group.get_n_users(), 2, 'users');
    assertArrayEqual(items(graph.get_groups()), [group], 'groups');

    first.get_sink('x').set_value(2);
    first.get_sink('y').set_value(40);
    second.get_sink('x').set_value(1);
    second.get_sink('y').set_value(1);
    assertEqual(first.get_source('sum').get_value(), 42, 'first sum');
    assertEqual(second.get_source('sum').get_value(), 2, 'second sum');
    first.get_graph().clear();
    second.get_graph().clear();
    group.get_graph().clear();
});

test('grouping a selection is one step', graph => {
    const nodes = makeChain(graph, 4);
    const history = graph.get_history();
    const groupNode = graph.group_nodes(nodes.slice(1, 3), 'Middle');
    assertTrue(groupNode instanceof Flow.GroupNode, 'a group node');
    assertEqual(graph.get_n_items(), 3, 'n_items');
    assertEqual(history.get_undo_label(), 'Undo Group Nodes', 'label');
    history.undo();
    assertEqual(graph.get_n_items(), 4, 'n_items after undo');
    assertFlowError(() => graph.ungroup(nodes[0]), Flow.Error.FAILED);
});

test('a serializer describes node types by a function', graph => {
    const serializer = Flow.Serializer.new();
    serializer.register_factory('test.costly', () => makeNode('Costly'));
    const asked = [];
    serializer.set_describe_func(typeName => {
        asked.push(typeName);
        return makeNode('Described', {sinks: [['in', GObject.TYPE_INT64]]});
    });
    const described = serializer.describe_type('test.costly');
    assertEqual(described.get_title(), 'Described', 'title');
    assertEqual(described.get_sink('in').get_value_type(), GObject.TYPE_INT64, 'type');
    assertEqual(serializer.describe_type('test.unknown'), null, 'unknown');
    assertArrayEqual(asked, ['test.costly'], 'asked');
    serializer.set_describe_func(null);
    assertEqual(serializer.describe_type('test.costly').get_title(), 'Costly', 'made');
});

// A parameter, the property a JavaScript class adds, and no save or load.
const Scale = GObject.registerClass({
    GTypeName: 'TestJsScale',
    Properties: {
        factor: GObject.ParamSpec.double('factor', null, null,
            GObject.ParamFlags.READWRITE, -100, 100, 1),
    },
}, class Scale extends Flow.Node {
    constructor(params = {}) {
        super({title: 'Scale'});
        this.add_dock(Flow.Sink.new('in', GObject.TYPE_DOUBLE));
        this.add_dock(Flow.Source.new('out', GObject.TYPE_DOUBLE));
        Object.assign(this, params);
    }

    get factor() {
        return this._factor ?? 1;
    }

    set factor(value) {
        if (this._factor === value)
            return;
        this._factor = value;
        this.notify('factor');
    }

    vfunc_compute() {
        const value = this.get_sink('in')?.get_value() ?? null;
        if (value === null)
            this.get_source('out')?.clear_value();
        else
            this.get_source('out').set_value(value * this.factor);
    }
});

// Its parameters given to the parent's constructor, before its docks.
let computedWithoutDocks = 0;
const EarlyScale = GObject.registerClass({
    GTypeName: 'TestJsEarlyScale',
    Properties: {
        factor: GObject.ParamSpec.double('factor', null, null,
            GObject.ParamFlags.READWRITE, -100, 100, 1),
    },
}, class EarlyScale extends Flow.Node {
    constructor(params = {}) {
        super({title: 'Early Scale', ...params});
        this.add_dock(Flow.Sink.new('in', GObject.TYPE_DOUBLE));
        this.add_dock(Flow.Source.new('out', GObject.TYPE_DOUBLE));
    }

    get factor() {
        return this._factor ?? 1;
    }

    set factor(value) {
        this._factor = value;
        this.notify('factor');
    }

    vfunc_compute() {
        if (this.get_sink('in') === null) {
            computedWithoutDocks++;
            return;
        }
        const value = this.get_sink('in').get_value();
        if (value !== null)
            this.get_source('out').set_value(value * this.factor);
    }
});

test('a parameter given to the constructor computes nothing before the docks', graph => {
    const node = new EarlyScale({factor: 2});
    assertEqual(computedWithoutDocks, 0, 'computes without docks');
    node.get_sink('in').set_default_value(4);
    assertEqual(node.get_source('out').get_value(), 8, 'computed');
    node.factor = 3;
    assertEqual(node.get_source('out').get_value(), 12, 'computed again');
});

test('a parameter is kept in files and on the clipboard', graph => {
    const serializer = Flow.Serializer.new();
    serializer.register_type('test.scale', Scale.$gtype);
    const node = new Scale({factor: 3});
    graph.add_node(node);
    node.get_sink('in').set_default_value(1.5);
    assertEqual(node.get_source('out').get_value(), 4.5, 'computed');

    const [text] = serializer.save_to_data(graph);
    const loaded = Flow.Graph.new();
    serializer.load_from_data(loaded, text);
    const copy = loaded.get_item(0);
    assertEqual(copy.factor, 3, 'factor loaded');
    assertEqual(copy.get_source('out').get_value(), 4.5, 'computed after loading');

    const [clip] = serializer.save_nodes_to_data([node]);
    const pasted = serializer.paste(loaded, clip, 20, 20);
    assertEqual(pasted.get_item(0).factor, 3, 'factor pasted');
    loaded.clear();
});

// Runner

print(`1..${tests.length}`);
let failures = 0;
tests.forEach(({name, func}, i) => {
    const graph = Flow.Graph.new();
    try {
        func(graph);
        print(`ok ${i + 1} - ${name}`);
    } catch (error) {
        failures++;
        print(`not ok ${i + 1} - ${name}`);
        for (const line of `${error}\n${error.stack ?? ''}`.trim().split('\n'))
            print(`# ${line}`);
    } finally {
        // Disconnect while JavaScript can still run the nodes' vfuncs:
        // a graph left to the final garbage collection would reset its
        // sinks while gjs refuses to call into JavaScript.
        graph.clear();
    }
});

System.exit(failures > 0 ? 1 : 0);
