/* flow-demo-logic-nodes.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "flow-demo-nodes.h"

/*
 * FlowDemoCompareNode:
 *
 * Compares its two number sinks, "a" and "b", with the operator chosen in
 * the node, and delivers the truth value from its "result" source.
 */

struct _FlowDemoCompareNode
{
  FlowDemoNode             parent_instance;

  FlowDemoCompareOperator  op;
};

enum {
  COMPARE_PROP_0,
  COMPARE_PROP_OPERATOR,
  COMPARE_N_PROPS,
};

static GParamSpec *compare_properties[COMPARE_N_PROPS];

G_DEFINE_ENUM_TYPE (FlowDemoCompareOperator, flow_demo_compare_operator,
  G_DEFINE_ENUM_VALUE (FLOW_DEMO_COMPARE_GREATER, "greater"),
  G_DEFINE_ENUM_VALUE (FLOW_DEMO_COMPARE_GREATER_OR_EQUAL, "greater-or-equal"),
  G_DEFINE_ENUM_VALUE (FLOW_DEMO_COMPARE_EQUAL, "equal"),
  G_DEFINE_ENUM_VALUE (FLOW_DEMO_COMPARE_NOT_EQUAL, "not-equal"),
  G_DEFINE_ENUM_VALUE (FLOW_DEMO_COMPARE_LESS_OR_EQUAL, "less-or-equal"),
  G_DEFINE_ENUM_VALUE (FLOW_DEMO_COMPARE_LESS, "less"))

G_DEFINE_FINAL_TYPE (FlowDemoCompareNode, flow_demo_compare_node, FLOW_DEMO_TYPE_NODE)

/* In the order of FlowDemoCompareOperator. */
static const char * const operator_symbols[] = {
  "A > B", "A ≥ B", "A = B", "A ≠ B", "A ≤ B", "A < B", NULL,
};

static void
flow_demo_compare_node_compute (FlowDemoNode *node)
{
  FlowDemoCompareNode *self = FLOW_DEMO_COMPARE_NODE (node);
  gboolean result = FALSE;
  double a, b;

  if (!flow_demo_node_get_double (node, "a", &a) ||
      !flow_demo_node_get_double (node, "b", &b))
    {
      flow_demo_node_clear (node, "result");
      return;
    }

  switch (self->op)
    {
    case FLOW_DEMO_COMPARE_GREATER:
      result = a > b;
      break;

    case FLOW_DEMO_COMPARE_GREATER_OR_EQUAL:
      result = a >= b;
      break;

    case FLOW_DEMO_COMPARE_EQUAL:
      result = a == b;
      break;

    case FLOW_DEMO_COMPARE_NOT_EQUAL:
      result = a != b;
      break;

    case FLOW_DEMO_COMPARE_LESS_OR_EQUAL:
      result = a <= b;
      break;

    case FLOW_DEMO_COMPARE_LESS:
      result = a < b;
      break;

    default:
      g_assert_not_reached ();
    }

  flow_demo_node_set_boolean (node, "result", result);
}

static void
drop_down_selected_cb (GtkDropDown         *drop_down,
                       GParamSpec          *pspec,
                       FlowDemoCompareNode *self)
{
  guint selected = gtk_drop_down_get_selected (drop_down);

  if (selected != GTK_INVALID_LIST_POSITION)
    flow_demo_compare_node_set_operator (self, selected);
}

static void
operator_notify_cb (GtkDropDown         *drop_down,
                    GParamSpec          *pspec,
                    FlowDemoCompareNode *self)
{
  if (gtk_drop_down_get_selected (drop_down) != (guint)self->op)
    gtk_drop_down_set_selected (drop_down, self->op);
}

static GtkWidget *
flow_demo_compare_node_create_editor (FlowDemoNode *node)
{
  FlowDemoCompareNode *self = FLOW_DEMO_COMPARE_NODE (node);
  GtkWidget *drop_down = gtk_drop_down_new_from_strings (operator_symbols);

  gtk_drop_down_set_selected (GTK_DROP_DOWN (drop_down), self->op);
  gtk_accessible_update_property (GTK_ACCESSIBLE (drop_down),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Comparison"),
                                  -1);
  /* GTK 4.8 leaves the toggle button inside, which takes the focus,
   * unnamed.
   */
  gtk_accessible_update_property (GTK_ACCESSIBLE (gtk_widget_get_first_child (drop_down)),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Comparison"),
                                  -1);

  g_object_set_data_full (G_OBJECT (drop_down), "flow-demo-node",
                          g_object_ref (self), g_object_unref);
  g_signal_connect (drop_down, "notify::selected", G_CALLBACK (drop_down_selected_cb), self);
  g_signal_connect_object (self, "notify::operator",
                           G_CALLBACK (operator_notify_cb), drop_down,
                           G_CONNECT_SWAPPED);

  return drop_down;
}

static JsonNode *
flow_demo_compare_node_save (FlowNode *node)
{
  FlowDemoCompareNode *self = FLOW_DEMO_COMPARE_NODE (node);
  g_autoptr(GEnumClass) enum_class = g_type_class_ref (FLOW_DEMO_TYPE_COMPARE_OPERATOR);
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "operator");
  json_builder_add_string_value (builder, g_enum_get_value (enum_class, self->op)->value_nick);
  json_builder_end_object (builder);

  return json_builder_get_root (builder);
}

static gboolean
flow_demo_compare_node_load (FlowNode  *node,
                             JsonNode  *data,
                             GError   **error)
{
  g_autoptr(GEnumClass) enum_class = g_type_class_ref (FLOW_DEMO_TYPE_COMPARE_OPERATOR);
  JsonObject *object = JSON_NODE_HOLDS_OBJECT (data) ? json_node_get_object (data) : NULL;
  JsonNode *member = object ? json_object_get_member (object, "operator") : NULL;
  GEnumValue *value = NULL;

  if (member != NULL && JSON_NODE_HOLDS_VALUE (member) &&
      json_node_get_value_type (member) == G_TYPE_STRING)
    value = g_enum_get_value_by_nick (enum_class, json_node_get_string (member));

  if (value == NULL)
    {
      g_set_error_literal (error, FLOW_ERROR, FLOW_ERROR_INVALID_DATA,
                           _("A Compare node needs an operator such as “greater” or “less”."));
      return FALSE;
    }

  flow_demo_compare_node_set_operator (FLOW_DEMO_COMPARE_NODE (node), value->value);

  return TRUE;
}

static void
flow_demo_compare_node_constructed (GObject *object)
{
  FlowDemoNode *node = FLOW_DEMO_NODE (object);

  G_OBJECT_CLASS (flow_demo_compare_node_parent_class)->constructed (object);

  flow_demo_node_add_sink (node, "a", "A", G_TYPE_DOUBLE);
  flow_demo_node_add_sink (node, "b", "B", G_TYPE_DOUBLE);
  flow_demo_node_add_source (node, "result", _("Result"), G_TYPE_BOOLEAN);

  flow_demo_node_compute (node);
}

static void
flow_demo_compare_node_get_property (GObject    *object,
                                     guint       prop_id,
                                     GValue     *value,
                                     GParamSpec *pspec)
{
  FlowDemoCompareNode *self = FLOW_DEMO_COMPARE_NODE (object);

  switch (prop_id)
    {
    case COMPARE_PROP_OPERATOR:
      g_value_set_enum (value, self->op);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
flow_demo_compare_node_set_property (GObject      *object,
                                     guint         prop_id,
                                     const GValue *value,
                                     GParamSpec   *pspec)
{
  FlowDemoCompareNode *self = FLOW_DEMO_COMPARE_NODE (object);

  switch (prop_id)
    {
    case COMPARE_PROP_OPERATOR:
      flow_demo_compare_node_set_operator (self, g_value_get_enum (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
flow_demo_compare_node_class_init (FlowDemoCompareNodeClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  FlowDemoNodeClass *node_class = FLOW_DEMO_NODE_CLASS (klass);

  object_class->constructed = flow_demo_compare_node_constructed;
  object_class->get_property = flow_demo_compare_node_get_property;
  object_class->set_property = flow_demo_compare_node_set_property;

  FLOW_NODE_CLASS (klass)->save = flow_demo_compare_node_save;
  FLOW_NODE_CLASS (klass)->load = flow_demo_compare_node_load;

  node_class->compute = flow_demo_compare_node_compute;
  node_class->create_editor = flow_demo_compare_node_create_editor;

  compare_properties[COMPARE_PROP_OPERATOR] =
    g_param_spec_enum ("operator", NULL, NULL,
                       FLOW_DEMO_TYPE_COMPARE_OPERATOR,
                       FLOW_DEMO_COMPARE_GREATER,
                       (G_PARAM_READWRITE |
                        G_PARAM_EXPLICIT_NOTIFY |
                        G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, COMPARE_N_PROPS, compare_properties);
}

static void
flow_demo_compare_node_init (FlowDemoCompareNode *self)
{
}

FlowNode *
flow_demo_compare_node_new (void)
{
  return g_object_new (FLOW_DEMO_TYPE_COMPARE_NODE, NULL);
}

FlowDemoCompareOperator
flow_demo_compare_node_get_operator (FlowDemoCompareNode *self)
{
  g_return_val_if_fail (FLOW_DEMO_IS_COMPARE_NODE (self), FLOW_DEMO_COMPARE_GREATER);

  return self->op;
}

void
flow_demo_compare_node_set_operator (FlowDemoCompareNode     *self,
                                     FlowDemoCompareOperator  op)
{
  g_return_if_fail (FLOW_DEMO_IS_COMPARE_NODE (self));
  g_return_if_fail (op <= FLOW_DEMO_COMPARE_LESS);

  if (self->op == op)
    return;

  self->op = op;

  g_object_notify_by_pspec (G_OBJECT (self), compare_properties[COMPARE_PROP_OPERATOR]);
}

/*
 * FlowDemoSelectNode:
 *
 * Delivers its "a" sink when its "condition" sink is true and its "b" sink
 * when it is false. The values may be of any type. The condition is
 * required: while it is null, the model puts the node in the "missing
 * input" state and the result is null.
 */

struct _FlowDemoSelectNode
{
  FlowDemoNode parent_instance;
};

G_DEFINE_FINAL_TYPE (FlowDemoSelectNode, flow_demo_select_node, FLOW_DEMO_TYPE_NODE)

static void
flow_demo_select_node_compute (FlowDemoNode *node)
{
  FlowSource *result = flow_node_get_source (FLOW_NODE (node), "result");
  FlowSink *chosen;
  gboolean condition;

  if (!flow_demo_node_get_boolean (node, "condition", &condition))
    {
      flow_dock_clear_value (FLOW_DOCK (result));
      return;
    }

  chosen = flow_node_get_sink (FLOW_NODE (node), condition ? "a" : "b");
  flow_dock_set_value (FLOW_DOCK (result), flow_dock_get_value (FLOW_DOCK (chosen)));
}

static void
flow_demo_select_node_constructed (GObject *object)
{
  FlowDemoNode *node = FLOW_DEMO_NODE (object);
  FlowSink *condition;

  G_OBJECT_CLASS (flow_demo_select_node_parent_class)->constructed (object);

  condition = flow_demo_node_add_sink (node, "condition", _("Condition"), G_TYPE_BOOLEAN);
  flow_sink_set_required (condition, TRUE);
  flow_dock_set_description (FLOW_DOCK (condition), _("Whether Result is If True or If False"));
  flow_demo_node_add_sink (node, "a", _("If True"), FLOW_TYPE_ANY);
  flow_demo_node_add_sink (node, "b", _("If False"), FLOW_TYPE_ANY);
  flow_demo_node_add_source (node, "result", _("Result"), FLOW_TYPE_ANY);

  flow_demo_node_compute (node);
}

static void
flow_demo_select_node_class_init (FlowDemoSelectNodeClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  FlowDemoNodeClass *node_class = FLOW_DEMO_NODE_CLASS (klass);

  object_class->constructed = flow_demo_select_node_constructed;

  node_class->compute = flow_demo_select_node_compute;
}

static void
flow_demo_select_node_init (FlowDemoSelectNode *self)
{
}

FlowNode *
flow_demo_select_node_new (void)
{
  return g_object_new (FLOW_DEMO_TYPE_SELECT_NODE, NULL);
}
