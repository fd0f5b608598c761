/* flow-demo-colour-nodes.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "flow-demo-nodes.h"
#include "flow-demo-swatch.h"

/*
 * FlowDemoMixNode:
 *
 * Mixes its two colour sinks, "a" and "b": a "factor" of 0 gives A, 1
 * gives B, and the unconnected factor is 0.5. A factor outside 0 to 1 is
 * clamped, with a warning.
 */

struct _FlowDemoMixNode
{
  FlowDemoNode parent_instance;
};

G_DEFINE_FINAL_TYPE (FlowDemoMixNode, flow_demo_mix_node, FLOW_DEMO_TYPE_NODE)

static void
flow_demo_mix_node_compute (FlowDemoNode *node)
{
  const GdkRGBA *a = flow_demo_node_get_rgba (node, "a");
  const GdkRGBA *b = flow_demo_node_get_rgba (node, "b");
  GdkRGBA mixed;
  double t;

  if (a == NULL || b == NULL || !flow_demo_node_get_double (node, "factor", &t))
    {
      flow_node_report (FLOW_NODE (node), FLOW_NODE_STATE_NORMAL, NULL);
      flow_demo_node_clear (node, "result");
      return;
    }

  if (t < 0.0 || t > 1.0)
    {
      flow_node_report (FLOW_NODE (node), FLOW_NODE_STATE_WARNING,
                        _("The factor is outside 0 to 1, so it was clamped."));
      t = CLAMP (t, 0.0, 1.0);
    }
  else
    {
      flow_node_report (FLOW_NODE (node), FLOW_NODE_STATE_NORMAL, NULL);
    }

  mixed.red = a->red + (b->red - a->red) * t;
  mixed.green = a->green + (b->green - a->green) * t;
  mixed.blue = a->blue + (b->blue - a->blue) * t;
  mixed.alpha = a->alpha + (b->alpha - a->alpha) * t;

  flow_demo_node_set_rgba (node, "result", &mixed);
}

static void
flow_demo_mix_node_constructed (GObject *object)
{
  FlowDemoNode *node = FLOW_DEMO_NODE (object);

  G_OBJECT_CLASS (flow_demo_mix_node_parent_class)->constructed (object);

  flow_demo_node_add_sink (node, "a", "A", GDK_TYPE_RGBA);
  flow_demo_node_add_sink (node, "b", "B", GDK_TYPE_RGBA);
  flow_dock_set_description (FLOW_DOCK (flow_demo_node_add_number_sink (node, "factor", _("Factor"), 0.5)),
                             _("From 0, all of A, to 1, all of B"));
  flow_demo_node_add_source (node, "result", _("Colour"), GDK_TYPE_RGBA);

  flow_demo_node_compute (node);
}

static void
flow_demo_mix_node_class_init (FlowDemoMixNodeClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  FlowDemoNodeClass *node_class = FLOW_DEMO_NODE_CLASS (klass);

  object_class->constructed = flow_demo_mix_node_constructed;

  node_class->compute = flow_demo_mix_node_compute;
}

static void
flow_demo_mix_node_init (FlowDemoMixNode *self)
{
}

FlowNode *
flow_demo_mix_node_new (void)
{
  return g_object_new (FLOW_DEMO_TYPE_MIX_NODE, NULL);
}

/*
 * FlowDemoPreviewNode:
 *
 * Shows the colour at its "colour" sink as a swatch inside the node: a
 * node with its own look, made of an ordinary widget.
 */

struct _FlowDemoPreviewNode
{
  FlowDemoNode parent_instance;
};

G_DEFINE_FINAL_TYPE (FlowDemoPreviewNode, flow_demo_preview_node, FLOW_DEMO_TYPE_NODE)

static void
swatch_sink_notify_cb (FlowDemoSwatch *swatch,
                       GParamSpec     *pspec,
                       FlowDock       *sink)
{
  const GValue *value = flow_dock_get_value (sink);

  flow_demo_swatch_set_rgba (swatch, value != NULL ? g_value_get_boxed (value) : NULL);
}

static GtkWidget *
flow_demo_preview_node_create_editor (FlowDemoNode *node)
{
  FlowSink *sink = flow_node_get_sink (FLOW_NODE (node), "colour");
  GtkWidget *swatch = flow_demo_swatch_new ();

  g_object_set_data_full (G_OBJECT (swatch), "flow-demo-node",
                          g_object_ref (node), g_object_unref);
  swatch_sink_notify_cb (FLOW_DEMO_SWATCH (swatch), NULL, FLOW_DOCK (sink));
  g_signal_connect_object (sink, "notify::value",
                           G_CALLBACK (swatch_sink_notify_cb), swatch,
                           G_CONNECT_SWAPPED);

  return swatch;
}

static void
flow_demo_preview_node_constructed (GObject *object)
{
  FlowDemoNode *node = FLOW_DEMO_NODE (object);

  G_OBJECT_CLASS (flow_demo_preview_node_parent_class)->constructed (object);

  flow_demo_node_add_sink (node, "colour", _("Colour"), GDK_TYPE_RGBA);
}

static void
flow_demo_preview_node_class_init (FlowDemoPreviewNodeClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  FlowDemoNodeClass *node_class = FLOW_DEMO_NODE_CLASS (klass);

  object_class->constructed = flow_demo_preview_node_constructed;

  node_class->create_editor = flow_demo_preview_node_create_editor;
}

static void
flow_demo_preview_node_init (FlowDemoPreviewNode *self)
{
}

FlowNode *
flow_demo_preview_node_new (void)
{
  return g_object_new (FLOW_DEMO_TYPE_PREVIEW_NODE, NULL);
}
