/* flow-demo-nodes.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include "flow-demo-node.h"

G_BEGIN_DECLS

/* Values the user edits: Number, Integer, Text, Boolean, Colour. */

#define FLOW_DEMO_TYPE_VALUE_NODE (flow_demo_value_node_get_type ())
G_DECLARE_FINAL_TYPE (FlowDemoValueNode, flow_demo_value_node, FLOW_DEMO, VALUE_NODE, FlowDemoNode)

FlowNode     *flow_demo_value_node_new       (GType              value_type);
GType         flow_demo_value_node_get_value_type (FlowDemoValueNode *self);
const GValue *flow_demo_value_node_get_value (FlowDemoValueNode *self);
void          flow_demo_value_node_set_value (FlowDemoValueNode *self,
                                              const GValue      *value);

/* Arithmetic: Add, Subtract, Multiply, Divide. */

typedef enum
{
  FLOW_DEMO_MATH_ADD,
  FLOW_DEMO_MATH_SUBTRACT,
  FLOW_DEMO_MATH_MULTIPLY,
  FLOW_DEMO_MATH_DIVIDE,
} FlowDemoMathOperation;

#define FLOW_DEMO_TYPE_MATH_OPERATION (flow_demo_math_operation_get_type ())
GType flow_demo_math_operation_get_type (void) G_GNUC_CONST;

#define FLOW_DEMO_TYPE_MATH_NODE (flow_demo_math_node_get_type ())
G_DECLARE_FINAL_TYPE (FlowDemoMathNode, flow_demo_math_node, FLOW_DEMO, MATH_NODE, FlowDemoNode)

FlowNode              *flow_demo_math_node_new           (FlowDemoMathOperation operation);
FlowDemoMathOperation  flow_demo_math_node_get_operation (FlowDemoMathNode     *self);

#define FLOW_DEMO_TYPE_CLAMP_NODE (flow_demo_clamp_node_get_type ())
G_DECLARE_FINAL_TYPE (FlowDemoClampNode, flow_demo_clamp_node, FLOW_DEMO, CLAMP_NODE, FlowDemoNode)

FlowNode *flow_demo_clamp_node_new (void);

/* Text: Concatenate, Format. */

#define FLOW_DEMO_TYPE_CONCAT_NODE (flow_demo_concat_node_get_type ())
G_DECLARE_FINAL_TYPE (FlowDemoConcatNode, flow_demo_concat_node, FLOW_DEMO, CONCAT_NODE, FlowDemoNode)

FlowNode *flow_demo_concat_node_new (void);

#define FLOW_DEMO_TYPE_FORMAT_NODE (flow_demo_format_node_get_type ())
G_DECLARE_FINAL_TYPE (FlowDemoFormatNode, flow_demo_format_node, FLOW_DEMO, FORMAT_NODE, FlowDemoNode)

FlowNode   *flow_demo_format_node_new          (void);
const char *flow_demo_format_node_get_template (FlowDemoFormatNode *self);
void        flow_demo_format_node_set_template (FlowDemoFormatNode *self,
                                                const char         *template_);

/* Logic: Compare, Select. */

typedef enum
{
  FLOW_DEMO_COMPARE_GREATER,
  FLOW_DEMO_COMPARE_GREATER_OR_EQUAL,
  FLOW_DEMO_COMPARE_EQUAL,
  FLOW_DEMO_COMPARE_NOT_EQUAL,
  FLOW_DEMO_COMPARE_LESS_OR_EQUAL,
  FLOW_DEMO_COMPARE_LESS,
} FlowDemoCompareOperator;

#define FLOW_DEMO_TYPE_COMPARE_OPERATOR (flow_demo_compare_operator_get_type ())
GType flow_demo_compare_operator_get_type (void) G_GNUC_CONST;

#define FLOW_DEMO_TYPE_COMPARE_NODE (flow_demo_compare_node_get_type ())
G_DECLARE_FINAL_TYPE (FlowDemoCompareNode, flow_demo_compare_node, FLOW_DEMO, COMPARE_NODE, FlowDemoNode)

FlowNode                *flow_demo_compare_node_new          (void);
FlowDemoCompareOperator  flow_demo_compare_node_get_operator (FlowDemoCompareNode     *self);
void                     flow_demo_compare_node_set_operator (FlowDemoCompareNode     *self,
                                                              FlowDemoCompareOperator  op);

#define FLOW_DEMO_TYPE_SELECT_NODE (flow_demo_select_node_get_type ())
G_DECLARE_FINAL_TYPE (FlowDemoSelectNode, flow_demo_select_node, FLOW_DEMO, SELECT_NODE, FlowDemoNode)

FlowNode *flow_demo_select_node_new (void);

/* Colours: Mix Colours, Colour Preview. */

#define FLOW_DEMO_TYPE_MIX_NODE (flow_demo_mix_node_get_type ())
G_DECLARE_FINAL_TYPE (FlowDemoMixNode, flow_demo_mix_node, FLOW_DEMO, MIX_NODE, FlowDemoNode)

FlowNode *flow_demo_mix_node_new (void);

#define FLOW_DEMO_TYPE_PREVIEW_NODE (flow_demo_preview_node_get_type ())
G_DECLARE_FINAL_TYPE (FlowDemoPreviewNode, flow_demo_preview_node, FLOW_DEMO, PREVIEW_NODE, FlowDemoNode)

FlowNode *flow_demo_preview_node_new (void);

/* Output and annotations: Display, Note. */

#define FLOW_DEMO_TYPE_DISPLAY_NODE (flow_demo_display_node_get_type ())
G_DECLARE_FINAL_TYPE (FlowDemoDisplayNode, flow_demo_display_node, FLOW_DEMO, DISPLAY_NODE, FlowDemoNode)

FlowNode *flow_demo_display_node_new  (void);
char     *flow_demo_display_node_dup_text (FlowDemoDisplayNode *self);

#define FLOW_DEMO_TYPE_NOTE_NODE (flow_demo_note_node_get_type ())
G_DECLARE_FINAL_TYPE (FlowDemoNoteNode, flow_demo_note_node, FLOW_DEMO, NOTE_NODE, FlowDemoNode)

FlowNode   *flow_demo_note_node_new      (const char       *text);
const char *flow_demo_note_node_get_text (FlowDemoNoteNode *self);
void        flow_demo_note_node_set_text (FlowDemoNoteNode *self,
                                          const char       *text);

/* Time: Oscillator. */

#define FLOW_DEMO_TYPE_OSCILLATOR_NODE (flow_demo_oscillator_node_get_type ())
G_DECLARE_FINAL_TYPE (FlowDemoOscillatorNode, flow_demo_oscillator_node, FLOW_DEMO, OSCILLATOR_NODE, FlowDemoNode)

FlowNode *flow_demo_oscillator_node_new        (void);
double    flow_demo_oscillator_node_get_period (FlowDemoOscillatorNode *self);
void      flow_demo_oscillator_node_set_period (FlowDemoOscillatorNode *self,
                                                double                  period);
void      flow_demo_oscillator_node_advance    (FlowDemoOscillatorNode *self,
                                                double                  seconds);

/* Time: Slow Square, which computes in a job. */

#define FLOW_DEMO_TYPE_SLOW_NODE (flow_demo_slow_node_get_type ())
G_DECLARE_FINAL_TYPE (FlowDemoSlowNode, flow_demo_slow_node, FLOW_DEMO, SLOW_NODE, FlowDemoNode)

FlowNode *flow_demo_slow_node_new       (void);
double    flow_demo_slow_node_get_delay (FlowDemoSlowNode *self);
void      flow_demo_slow_node_set_delay (FlowDemoSlowNode *self,
                                         double            delay);

G_END_DECLS
