// SPDX-FileCopyrightText: 2026 The Flow Authors
// SPDX-License-Identifier: LGPL-2.1-or-later
//
// Builds the graph
//
//   a ──┐
//       Add ──┐
//   b ──┘     Multiply ── Print
//   c ────────┘
//
// from three number nodes, two arithmetic nodes and a print node, and shows
// values propagating through it, the errors the graph gives for a wrong
// type and for a cycle, and a null value. The same program as
// flow-example-chain.c, through GObject Introspection. Run it with gjs -m.

import GLib from 'gi://GLib';
import GObject from 'gi://GObject';

import Flow from 'gi://Flow?version=1';

// Two number sinks, a and b, and a number source, result, that is null
// while either sink is.
const Arithmetic = GObject.registerClass({
    GTypeName: 'ExampleArithmetic',
}, class Arithmetic extends Flow.Node {
    constructor(title, operation) {
        super({title});
        this.operation = operation;
        this.a = Flow.Sink.new('a', GObject.TYPE_DOUBLE);
        this.b = Flow.Sink.new('b', GObject.TYPE_DOUBLE);
        this.result = Flow.Source.new('result', GObject.TYPE_DOUBLE);
        for (const dock of [this.a, this.b, this.result])
            this.add_dock(dock);
    }

    vfunc_sink_changed(_sink) {
        const a = this.a.get_value();
        const b = this.b.get_value();
        if (a === null || b === null)
            this.result.clear_value();
        else
            this.result.set_value(this.operation(a, b));
    }
});

// Prints every value its sink receives.
const Print = GObject.registerClass({
    GTypeName: 'ExamplePrint',
}, class Print extends Flow.Node {
    constructor(title) {
        super({title});
        this.add_dock(Flow.Sink.new('value', GObject.TYPE_DOUBLE));
    }

    vfunc_sink_changed(sink) {
        const value = sink.get_value();
        print(value === null ? 'print: null' : `print: ${value}`);
    }
});

function numberNode(title, valueType = GObject.TYPE_DOUBLE) {
    const node = new Flow.Node({title});
    node.add_dock(Flow.Source.new('value', valueType));
    return node;
}

function setNumber(node, number) {
    print(`${node.title} = ${number}`);
    node.get_source('value').set_value(number);
}

function connectOrExplain(graph, source, sink) {
    try {
        graph.add_connection(source, sink);
    } catch (error) {
        if (!(error instanceof GLib.Error))
            throw error;
        print(`refused: ${error.message}`);
    }
}

const graph = new Flow.Graph();
const a = numberNode('a');
const b = numberNode('b');
const c = numberNode('c');
const label = numberNode('Label', GObject.TYPE_STRING);
const sum = new Arithmetic('Add', (x, y) => x + y);
const product = new Arithmetic('Multiply', (x, y) => x * y);
const printer = new Print('Print');
for (const node of [a, b, c, label, sum, product, printer])
    graph.add_node(node);

// add_connection() throws a GLib.Error when the graph refuses.
graph.add_connection(a.get_source('value'), sum.a);
graph.add_connection(b.get_source('value'), sum.b);
graph.add_connection(sum.result, product.a);
graph.add_connection(c.get_source('value'), product.b);
graph.add_connection(product.result, printer.get_sink('value'));

// Nothing is printed until every input has a value.
setNumber(a, 2);
setNumber(b, 3);
setNumber(c, 4);
setNumber(a, 10);

print(`Add = ${sum.result.get_value()}`);

// The graph refuses a text output on a number input, and a connection
// that would close a cycle, and says why.
connectOrExplain(graph, label.get_source('value'), sum.b);
connectOrExplain(graph, product.result, sum.a);

// A disconnected input is null, and so is everything computed from it.
print('disconnect c');
graph.disconnect_dock(c.get_source('value'));

// Take the graph apart while JavaScript can still run the nodes' code:
// left to the garbage collection at exit, it would call into JavaScript
// when gjs no longer can.
graph.clear();
