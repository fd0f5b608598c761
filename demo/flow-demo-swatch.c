/* flow-demo-swatch.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "flow-demo-swatch.h"

/*
 * FlowDemoSwatch:
 *
 * A rounded patch of colour, drawn over a checkerboard so that
 * transparency shows. Without a colour it shows "No Colour" instead,
 * because null is not black.
 *
 * CSS nodes:
 *
 * ```
 * swatch[.empty]
 * ╰── label
 * ```
 */

struct _FlowDemoSwatch
{
  GtkWidget  parent_instance;

  GtkWidget *label;
  GdkRGBA    rgba;
  guint      has_rgba : 1;
};

enum {
  PROP_0,
  PROP_RGBA,
  N_PROPS,
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (FlowDemoSwatch, flow_demo_swatch, GTK_TYPE_WIDGET)

#define CHECKER_SIZE 8
#define CORNER_RADIUS 8

static void
flow_demo_swatch_snapshot (GtkWidget   *widget,
                           GtkSnapshot *snapshot)
{
  FlowDemoSwatch *self = (FlowDemoSwatch *)widget;
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  graphene_rect_t bounds = GRAPHENE_RECT_INIT (0, 0, width, height);
  GskRoundedRect outline;

  if (self->has_rgba)
    {
      gsk_rounded_rect_init_from_rect (&outline, &bounds, CORNER_RADIUS);
      gtk_snapshot_push_rounded_clip (snapshot, &outline);

      if (self->rgba.alpha < 1.0)
        {
          static const GdkRGBA light = { 0.85, 0.85, 0.85, 1.0 };
          static const GdkRGBA dark = { 0.6, 0.6, 0.6, 1.0 };

          gtk_snapshot_append_color (snapshot, &light, &bounds);
          for (int y = 0; y < height; y += CHECKER_SIZE)
            for (int x = (y / CHECKER_SIZE) % 2 * CHECKER_SIZE; x < width; x += 2 * CHECKER_SIZE)
              gtk_snapshot_append_color (snapshot, &dark,
                                         &GRAPHENE_RECT_INIT (x, y, CHECKER_SIZE, CHECKER_SIZE));
        }

      gtk_snapshot_append_color (snapshot, &self->rgba, &bounds);
      gtk_snapshot_pop (snapshot);
    }

  GTK_WIDGET_CLASS (flow_demo_swatch_parent_class)->snapshot (widget, snapshot);
}

static void
flow_demo_swatch_dispose (GObject *object)
{
  FlowDemoSwatch *self = (FlowDemoSwatch *)object;

  g_clear_pointer (&self->label, gtk_widget_unparent);

  G_OBJECT_CLASS (flow_demo_swatch_parent_class)->dispose (object);
}

static void
flow_demo_swatch_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  FlowDemoSwatch *self = FLOW_DEMO_SWATCH (object);

  switch (prop_id)
    {
    case PROP_RGBA:
      g_value_set_boxed (value, flow_demo_swatch_get_rgba (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
flow_demo_swatch_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  FlowDemoSwatch *self = FLOW_DEMO_SWATCH (object);

  switch (prop_id)
    {
    case PROP_RGBA:
      flow_demo_swatch_set_rgba (self, g_value_get_boxed (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
flow_demo_swatch_class_init (FlowDemoSwatchClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = flow_demo_swatch_dispose;
  object_class->get_property = flow_demo_swatch_get_property;
  object_class->set_property = flow_demo_swatch_set_property;

  widget_class->snapshot = flow_demo_swatch_snapshot;

  properties[PROP_RGBA] =
    g_param_spec_boxed ("rgba", NULL, NULL,
                        GDK_TYPE_RGBA,
                        (G_PARAM_READWRITE |
                         G_PARAM_EXPLICIT_NOTIFY |
                         G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "swatch");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
flow_demo_swatch_init (FlowDemoSwatch *self)
{
  self->label = gtk_label_new (_("No Colour"));
  gtk_widget_add_css_class (self->label, "dim-label");
  gtk_widget_set_parent (self->label, GTK_WIDGET (self));

  gtk_widget_add_css_class (GTK_WIDGET (self), "empty");
  gtk_widget_set_size_request (GTK_WIDGET (self), 128, 64);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("No colour"),
                                  -1);
}

GtkWidget *
flow_demo_swatch_new (void)
{
  return g_object_new (FLOW_DEMO_TYPE_SWATCH, NULL);
}

/**
 * flow_demo_swatch_get_rgba:
 * @self: a swatch
 *
 * Gets the colour shown.
 *
 * Returns: (nullable): the colour, or `NULL` if there is none
 */
const GdkRGBA *
flow_demo_swatch_get_rgba (FlowDemoSwatch *self)
{
  g_return_val_if_fail (FLOW_DEMO_IS_SWATCH (self), NULL);

  return self->has_rgba ? &self->rgba : NULL;
}

/**
 * flow_demo_swatch_set_rgba:
 * @self: a swatch
 * @rgba: (nullable): the colour to show, or `NULL` for none
 *
 * Sets the colour shown.
 */
void
flow_demo_swatch_set_rgba (FlowDemoSwatch *self,
                           const GdkRGBA  *rgba)
{
  g_autofree char *description = NULL;

  g_return_if_fail (FLOW_DEMO_IS_SWATCH (self));

  if (rgba == NULL && !self->has_rgba)
    return;
  if (rgba != NULL && self->has_rgba && gdk_rgba_equal (rgba, &self->rgba))
    return;

  self->has_rgba = rgba != NULL;
  if (rgba != NULL)
    self->rgba = *rgba;

  gtk_widget_set_visible (self->label, !self->has_rgba);
  if (self->has_rgba)
    gtk_widget_remove_css_class (GTK_WIDGET (self), "empty");
  else
    gtk_widget_add_css_class (GTK_WIDGET (self), "empty");

  description = rgba != NULL ? gdk_rgba_to_string (rgba) : g_strdup (_("No colour"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, description,
                                  -1);

  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RGBA]);
}
