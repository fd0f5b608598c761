/* flow-gst-registry.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

#define FLOW_GST_TYPE_FACTORY_ITEM (flow_gst_factory_item_get_type ())

G_DECLARE_FINAL_TYPE (FlowGstFactoryItem, flow_gst_factory_item, FLOW_GST, FACTORY_ITEM, GObject)

const char *flow_gst_factory_item_get_name        (FlowGstFactoryItem *self);
const char *flow_gst_factory_item_get_long_name   (FlowGstFactoryItem *self);
const char *flow_gst_factory_item_get_klass       (FlowGstFactoryItem *self);
const char *flow_gst_factory_item_get_group       (FlowGstFactoryItem *self);
const char *flow_gst_factory_item_get_description (FlowGstFactoryItem *self);
gboolean    flow_gst_factory_item_get_favourite   (FlowGstFactoryItem *self);
guint       flow_gst_factory_item_get_recent      (FlowGstFactoryItem *self);
gboolean    flow_gst_factory_item_matches         (FlowGstFactoryItem *self,
                                                   const char         *search);

#define FLOW_GST_TYPE_REGISTRY (flow_gst_registry_get_type ())

G_DECLARE_FINAL_TYPE (FlowGstRegistry, flow_gst_registry, FLOW_GST, REGISTRY, GObject)

FlowGstRegistry *flow_gst_registry_new            (const char      *state_file) G_GNUC_WARN_UNUSED_RESULT;
GListModel      *flow_gst_registry_get_factories  (FlowGstRegistry *self);
const char * const *flow_gst_registry_get_groups  (FlowGstRegistry *self);
void             flow_gst_registry_set_favourite  (FlowGstRegistry *self,
                                                   const char      *name,
                                                   gboolean         favourite);
void             flow_gst_registry_mark_used      (FlowGstRegistry *self,
                                                   const char      *name);

G_END_DECLS
