// SPDX-FileCopyrightText: 2026 The Flow Authors
// SPDX-License-Identifier: LGPL-2.1-or-later
//
// How values flow through a graph: the evaluation engine.
//
//        ┌── Double ───┐
//   a ───┤             Sum ── (printed)
//        └── Plus One ─┘
//    └────── Slow Square ── (printed, a moment later)
//
// Sum joins two paths from a, yet computes once per change of a, with both
// new inputs: never with one old and one new (a "glitch"). Slow Square
// computes in a job; JavaScript functions cannot run in another thread,
// so it finishes the job from the main loop, as after asynchronous I/O.
// The same program as flow-example-evaluation.c and evaluation.py. Run it
// with gjs -m.

import GLib from 'gi://GLib';
import GObject from 'gi://GObject';

import Flow from 'gi://Flow?version=1';

// out = fn (in), computed in the compute virtual function.
const Apply = GObject.registerClass({
    GTypeName: 'ExampleApply',
}, class Apply extends Flow.Node {
    constructor(title, fn) {
        super({title});
        this.fn = fn;
        this.add_dock(Flow.Sink.new('in', GObject.TYPE_DOUBLE));
        this.add_dock(Flow.Source.new('out', GObject.TYPE_DOUBLE));
    }

    vfunc_compute() {
        const value = this.get_sink('in').get_value();
        const out = this.get_source('out');
        if (value === null)
            out.clear_value();
        else
            out.set_value(this.fn(value));
    }
});

// Prints a + b each time it computes.
const Sum = GObject.registerClass({
    GTypeName: 'ExampleSum',
}, class Sum extends Flow.Node {
    constructor() {
        super({title: 'Sum'});
        this.add_dock(Flow.Sink.new('a', GObject.TYPE_DOUBLE));
        this.add_dock(Flow.Sink.new('b', GObject.TYPE_DOUBLE));
    }

    vfunc_compute() {
        const a = this.get_sink('a').get_value();
        const b = this.get_sink('b').get_value();
        if (a !== null && b !== null)
            print(`sum: ${a} + ${b} = ${a + b}`);
    }
});

// Squares its input after a moment, in a job finished from the main loop.
const SlowSquare = GObject.registerClass({
    GTypeName: 'ExampleSlowSquare',
}, class SlowSquare extends Flow.Node {
    constructor() {
        super({title: 'Slow Square'});
        this.add_dock(Flow.Sink.new('in', GObject.TYPE_DOUBLE));
        this.add_dock(Flow.Source.new('out', GObject.TYPE_DOUBLE));
    }

    vfunc_compute() {
        const value = this.get_sink('in').get_value();
        if (value === null) {
            this.get_source('out').clear_value();
            return;
        }

        const job = this.begin_job();
        GLib.timeout_add(GLib.PRIORITY_DEFAULT, 200, () => {
            // A newer input cancelled it: its result would be stale.
            if (!job.is_cancelled()) {
                job.set_output('out', value * value);
                job.finish();
            }
            return GLib.SOURCE_REMOVE;
        });
    }
});

const graph = new Flow.Graph();
const source = new Flow.Node({title: 'a'});
source.add_dock(Flow.Source.new('value', GObject.TYPE_DOUBLE));
const double = new Apply('Double', x => 2 * x);
const plusOne = new Apply('Plus One', x => x + 1);
const total = new Sum();
const slow = new SlowSquare();
for (const node of [source, double, plusOne, total, slow])
    graph.add_node(node);

const a = source.get_source('value');
graph.add_connection(a, double.get_sink('in'));
graph.add_connection(a, plusOne.get_sink('in'));
graph.add_connection(double.get_source('out'), total.get_sink('a'));
graph.add_connection(plusOne.get_source('out'), total.get_sink('b'));

// Each change of a is one wave: Sum computes once, after both paths.
for (const number of [1, 5]) {
    print(`a = ${number}`);
    a.set_value(number);
}

// Changes made together are one wave.
print('batch: a = 2, then a = 3');
graph.begin_batch();
a.set_value(2);
a.set_value(3);
graph.end_batch();

// A job: the node is busy until its result arrives on the main loop.
graph.add_connection(a, slow.get_sink('in'));
print(`slow square of 3: ${slow.busy ? 'busy' : 'idle'}`);
print('a = 4 while it works');
a.set_value(4);

const loop = new GLib.MainLoop(null, false);
graph.connect('notify::busy', () => {
    if (!graph.busy)
        loop.quit();
});
loop.run();
print(`square: ${slow.get_source('out').get_value()}`);
