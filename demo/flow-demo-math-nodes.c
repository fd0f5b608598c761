/* flow-demo-math-nodes.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "flow-demo-nodes.h"

#include <math.h>

/*
 * FlowDemoMathNode:
 *
 * Adds, subtracts, multiplies or divides its two number sinks, "a" and
 * "b", into its "result" source. A null input makes the result null.
 * Dividing by zero puts the node in the error state, with a message, and
 * makes the result null.
 */

struct _FlowDemoMathNode
{
  FlowDemoNode           parent_instance;

  FlowDemoMathOperation  operation;
};

enum {
  MATH_PROP_0,
  MATH_PROP_OPERATION,
  MATH_N_PROPS,
};

static GParamSpec *math_properties[MATH_N_PROPS];

G_DEFINE_ENUM_TYPE (FlowDemoMathOperation, flow_demo_math_operation,
  G_DEFINE_ENUM_VALUE (FLOW_DEMO_MATH_ADD, "add"),
  G_DEFINE_ENUM_VALUE (FLOW_DEMO_MATH_SUBTRACT, "subtract"),
  G_DEFINE_ENUM_VALUE (FLOW_DEMO_MATH_MULTIPLY, "multiply"),
  G_DEFINE_ENUM_VALUE (FLOW_DEMO_MATH_DIVIDE, "divide"))

G_DEFINE_FINAL_TYPE (FlowDemoMathNode, flow_demo_math_node, FLOW_DEMO_TYPE_NODE)

static void
flow_demo_math_node_compute (FlowDemoNode *node)
{
  FlowDemoMathNode *self = FLOW_DEMO_MATH_NODE (node);
  double a, b, result = 0.0;

  if (!flow_demo_node_get_double (node, "a", &a) ||
      !flow_demo_node_get_double (node, "b", &b))
    {
      flow_node_report (FLOW_NODE (self), FLOW_NODE_STATE_NORMAL, NULL);
      flow_demo_node_clear (node, "result");
      return;
    }

  switch (self->operation)
    {
    case FLOW_DEMO_MATH_ADD:
      result = a + b;
      break;

    case FLOW_DEMO_MATH_SUBTRACT:
      result = a - b;
      break;

    case FLOW_DEMO_MATH_MULTIPLY:
      result = a * b;
      break;

    case FLOW_DEMO_MATH_DIVIDE:
      if (b == 0.0)
        {
          flow_node_report (FLOW_NODE (self), FLOW_NODE_STATE_ERROR,
                            _("Cannot divide by zero."));
          flow_demo_node_clear (node, "result");
          return;
        }
      result = a / b;
      break;

    default:
      g_assert_not_reached ();
    }

  flow_node_report (FLOW_NODE (self), FLOW_NODE_STATE_NORMAL, NULL);
  flow_demo_node_set_double (node, "result", result);
}

static void
flow_demo_math_node_constructed (GObject *object)
{
  FlowDemoMathNode *self = (FlowDemoMathNode *)object;
  FlowDemoNode *node = FLOW_DEMO_NODE (self);
  static const char * const result_labels[] = {
    [FLOW_DEMO_MATH_ADD] = N_("Sum"),
    [FLOW_DEMO_MATH_SUBTRACT] = N_("Difference"),
    [FLOW_DEMO_MATH_MULTIPLY] = N_("Product"),
    [FLOW_DEMO_MATH_DIVIDE] = N_("Quotient"),
  };

  G_OBJECT_CLASS (flow_demo_math_node_parent_class)->constructed (object);

  flow_demo_node_add_sink (node, "a", "A", G_TYPE_DOUBLE);
  flow_demo_node_add_sink (node, "b", "B", G_TYPE_DOUBLE);
  flow_demo_node_add_source (node, "result", _(result_labels[self->operation]), G_TYPE_DOUBLE);

  flow_demo_node_compute (node);
}

static void
flow_demo_math_node_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  FlowDemoMathNode *self = FLOW_DEMO_MATH_NODE (object);

  switch (prop_id)
    {
    case MATH_PROP_OPERATION:
      g_value_set_enum (value, self->operation);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
flow_demo_math_node_set_property (GObject      *object,
                                  guint         prop_id,
                                  const GValue *value,
                                  GParamSpec   *pspec)
{
  FlowDemoMathNode *self = FLOW_DEMO_MATH_NODE (object);

  switch (prop_id)
    {
    case MATH_PROP_OPERATION:
      self->operation = g_value_get_enum (value);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
flow_demo_math_node_class_init (FlowDemoMathNodeClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  FlowDemoNodeClass *node_class = FLOW_DEMO_NODE_CLASS (klass);

  object_class->constructed = flow_demo_math_node_constructed;
  object_class->get_property = flow_demo_math_node_get_property;
  object_class->set_property = flow_demo_math_node_set_property;

  node_class->compute = flow_demo_math_node_compute;

  math_properties[MATH_PROP_OPERATION] =
    g_param_spec_enum ("operation", NULL, NULL,
                       FLOW_DEMO_TYPE_MATH_OPERATION,
                       FLOW_DEMO_MATH_ADD,
                       (G_PARAM_READWRITE |
                        G_PARAM_CONSTRUCT_ONLY |
                        G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, MATH_N_PROPS, math_properties);
}

static void
flow_demo_math_node_init (FlowDemoMathNode *self)
{
}

FlowNode *
flow_demo_math_node_new (FlowDemoMathOperation operation)
{
  return g_object_new (FLOW_DEMO_TYPE_MATH_NODE,
                       "operation", operation,
                       NULL);
}

FlowDemoMathOperation
flow_demo_math_node_get_operation (FlowDemoMathNode *self)
{
  g_return_val_if_fail (FLOW_DEMO_IS_MATH_NODE (self), FLOW_DEMO_MATH_ADD);

  return self->operation;
}

/*
 * FlowDemoClampNode:
 *
 * Limits its "value" sink to the range from its "min" sink to its "max"
 * sink, whose unconnected values default to 0 and 1. A minimum above the
 * maximum is a warning: the node swaps them and says so.
 */

struct _FlowDemoClampNode
{
  FlowDemoNode parent_instance;
};

G_DEFINE_FINAL_TYPE (FlowDemoClampNode, flow_demo_clamp_node, FLOW_DEMO_TYPE_NODE)

static void
flow_demo_clamp_node_compute (FlowDemoNode *node)
{
  double value, lo, hi;

  if (!flow_demo_node_get_double (node, "value", &value) ||
      !flow_demo_node_get_double (node, "min", &lo) ||
      !flow_demo_node_get_double (node, "max", &hi))
    {
      flow_node_report (FLOW_NODE (node), FLOW_NODE_STATE_NORMAL, NULL);
      flow_demo_node_clear (node, "result");
      return;
    }

  if (lo > hi)
    {
      double tmp = lo;

      lo = hi;
      hi = tmp;
      flow_node_report (FLOW_NODE (node), FLOW_NODE_STATE_WARNING,
                        _("The minimum is greater than the maximum, so they were swapped."));
    }
  else
    {
      flow_node_report (FLOW_NODE (node), FLOW_NODE_STATE_NORMAL, NULL);
    }

  flow_demo_node_set_double (node, "result", CLAMP (value, lo, hi));
}

static void
flow_demo_clamp_node_constructed (GObject *object)
{
  FlowDemoNode *node = FLOW_DEMO_NODE (object);

  G_OBJECT_CLASS (flow_demo_clamp_node_parent_class)->constructed (object);

  flow_demo_node_add_sink (node, "value", _("Value"), G_TYPE_DOUBLE);
  flow_demo_node_add_number_sink (node, "min", _("Minimum"), 0.0);
  flow_demo_node_add_number_sink (node, "max", _("Maximum"), 1.0);
  flow_demo_node_add_source (node, "result", _("Result"), G_TYPE_DOUBLE);

  flow_demo_node_compute (node);
}

static void
flow_demo_clamp_node_class_init (FlowDemoClampNodeClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  FlowDemoNodeClass *node_class = FLOW_DEMO_NODE_CLASS (klass);

  object_class->constructed = flow_demo_clamp_node_constructed;

  node_class->compute = flow_demo_clamp_node_compute;
}

static void
flow_demo_clamp_node_init (FlowDemoClampNode *self)
{
}

FlowNode *
flow_demo_clamp_node_new (void)
{
  return g_object_new (FLOW_DEMO_TYPE_CLAMP_NODE, NULL);
}
