/* fuzz-common.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include <flow/flow.h>

#include <stdint.h>
#include <string.h>

G_BEGIN_DECLS

/* "fuzz.scale": a node type with docks of its own and data it checks. */
#define FUZZ_TYPE_SCALE_NODE (fuzz_scale_node_get_type ())
G_DECLARE_FINAL_TYPE (FuzzScaleNode, fuzz_scale_node, FUZZ, SCALE_NODE, FlowNode)

/* Makes warnings and criticals fatal. */
void            fuzz_init           (void);

/* A serializer that knows fuzz.scale and writes compact text. */
FlowSerializer *fuzz_serializer_new (void);

/* Prints @what and @data, and aborts: libFuzzer keeps the input. */
G_NORETURN
void            fuzz_fail           (const char   *what,
                                     const char   *data);

/* Fails unless @error is a FLOW_ERROR_INVALID_DATA that bad text may get. */
void            fuzz_check_error    (const GError *error);

/* @text, a saved graph, without the values of its sources. In a graph
 * that allows cycles, a node fed by its own output may compute a new
 * value each time it is evaluated, on every load too: there only the rest
 * of the graph must come back the same.
 */
char           *fuzz_structure_of   (const char   *text);

/* Whether two saved graphs are the same: byte for byte, or, in a graph
 * that allows @cycles, but for the values of sources.
 */
gboolean        fuzz_same_graph     (const char   *a,
                                     const char   *b,
                                     gboolean      cycles);

/* The entry points libFuzzer calls. */
int LLVMFuzzerInitialize   (int            *argc,
                            char         ***argv);
int LLVMFuzzerTestOneInput (const uint8_t  *data,
                            size_t          size);

G_END_DECLS
