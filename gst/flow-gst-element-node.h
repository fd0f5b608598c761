/* flow-gst-element-node.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include <flow/flow.h>
#include <gst/gst.h>

G_BEGIN_DECLS

#define FLOW_GST_TYPE_ELEMENT_NODE (flow_gst_element_node_get_type ())

G_DECLARE_DERIVABLE_TYPE (FlowGstElementNode, flow_gst_element_node, FLOW_GST, ELEMENT_NODE, FlowNode)

struct _FlowGstElementNodeClass
{
  FlowNodeClass parent_class;

  /* Owned by the registry; NULL in the abstract base class. */
  GstElementFactory *factory;
};

char         *flow_gst_element_node_type_name      (const char         *factory_name) G_GNUC_WARN_UNUSED_RESULT;

FlowNode     *flow_gst_element_node_new            (const char         *factory_name,
                                                    GError            **error) G_GNUC_WARN_UNUSED_RESULT;
FlowNode     *flow_gst_element_node_describe       (const char         *factory_name) G_GNUC_WARN_UNUSED_RESULT;
char         *flow_gst_template_pattern            (const char         *name_template) G_GNUC_WARN_UNUSED_RESULT;
void          flow_gst_element_names_watch         (FlowGstElementNode *node);
void          flow_gst_element_names_renamed       (FlowGstElementNode *node,
                                                    const char         *old_name);
GType         flow_gst_element_node_type_for       (GstElementFactory  *factory);
GstElement   *flow_gst_element_node_get_element    (FlowGstElementNode *self);
const char   *flow_gst_element_node_get_factory_name (FlowGstElementNode *self);
FlowGstElementNode *flow_gst_element_node_from_element (GstElement     *element);

GstState      flow_gst_element_node_get_element_state (FlowGstElementNode *self);
void          flow_gst_element_node_describe_pad   (FlowGstElementNode *self,
                                                    GstPad             *pad);
void          flow_gst_element_node_set_element_state (FlowGstElementNode *self,
                                                       GstState            state);
const char   *flow_gst_element_node_get_debug      (FlowGstElementNode *self);
void          flow_gst_element_node_report         (FlowGstElementNode *self,
                                                    FlowNodeState       state,
                                                    const char         *message,
                                                    const char         *debug);
double        flow_gst_element_node_get_level      (FlowGstElementNode *self);
void          flow_gst_element_node_set_level      (FlowGstElementNode *self,
                                                    double              level);

GstSample    *flow_gst_element_node_get_sample     (FlowGstElementNode *self);
void          flow_gst_element_node_set_sample     (FlowGstElementNode *self,
                                                    GstSample          *sample);

void          flow_gst_element_node_sync_pads      (FlowGstElementNode *self);
gboolean      flow_gst_element_node_set_property_from_string (FlowGstElementNode *self,
                                                    const char         *name,
                                                    const char         *text,
                                                    GError            **error);
GParamSpec  **flow_gst_element_node_list_properties (FlowGstElementNode *self,
                                                    guint              *n_properties) G_GNUC_WARN_UNUSED_RESULT;
void          flow_gst_element_node_set_element_property (FlowGstElementNode *self,
                                                          const char         *name,
                                                          const GValue       *value);
char         *flow_gst_element_node_dup_written_property (FlowGstElementNode *self,
                                                         GParamSpec         *pspec) G_GNUC_WARN_UNUSED_RESULT;
gboolean      flow_gst_property_is_default          (GObject           *object,
                                                    GParamSpec        *pspec);
char         *flow_gst_property_to_string           (GObject           *object,
                                                    GParamSpec        *pspec) G_GNUC_WARN_UNUSED_RESULT;
char         *flow_gst_value_to_string              (const GValue      *value) G_GNUC_WARN_UNUSED_RESULT;
gboolean      flow_gst_property_is_shown            (GParamSpec        *pspec);

/* Pad properties: flow-gst-pad-properties.c */
const char * const *flow_gst_element_node_get_pad_properties (FlowGstElementNode *self);
GParamSpec  **flow_gst_dock_list_pad_properties     (FlowDock          *dock,
                                                    guint             *n_properties);
char         *flow_gst_element_node_dup_pad_property (FlowGstElementNode *self,
                                                     const char         *dock,
                                                     const char         *name) G_GNUC_WARN_UNUSED_RESULT;
gboolean      flow_gst_element_node_set_pad_property (FlowGstElementNode *self,
                                                     const char         *dock,
                                                     const char         *name,
                                                     const char         *text,
                                                     GError            **error);
void          flow_gst_element_node_apply_pad_properties (FlowGstElementNode *self,
                                                         FlowDock           *dock,
                                                         GstPad             *pad);
void          _flow_gst_element_node_pad_properties_changed (FlowGstElementNode *self,
                                                            const char * const *before);
void          _flow_gst_pad_properties_save         (FlowGstElementNode *self,
                                                    JsonBuilder        *builder);
gboolean      _flow_gst_pad_properties_load         (FlowGstElementNode *self,
                                                    JsonObject         *object,
                                                    GError            **error);

G_END_DECLS
