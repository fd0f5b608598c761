/* flow-gtk-node-factory.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-gtk-node-factory-private.h"

#include "flow-gtk-node-private.h"

/**
 * FlowGtkNodeFactory:
 *
 * Makes and recycles the node widgets of a [class@View].
 *
 * A view shows widgets only for the nodes in or near its visible area.
 * As the user pans, it takes the widgets of nodes that scrolled away and
 * binds them to nodes that scrolled in, so a graph of any size needs only
 * a screenful of widgets. The factory is where applications take part in
 * that lifecycle, the one of [class@Gtk.SignalListItemFactory]:
 *
 * 1. [signal@NodeFactory::setup] is emitted once for each new widget, of
 *    [property@NodeFactory:widget-type]. Build what every node shows here:
 *    add a [property@Node:child], connect to its signals.
 * 2. [signal@NodeFactory::bind] is emitted each time the widget starts
 *    showing a node, after [property@Node:node] is set. Fill in what
 *    depends on the node here, and connect to the node's signals.
 * 3. [signal@NodeFactory::unbind] is emitted each time the widget stops
 *    showing its node, while [property@Node:node] is still set. Undo what
 *    bind did: disconnect from the node.
 * 4. [signal@NodeFactory::teardown] is emitted once before the view drops
 *    the widget. Undo what setup did, if anything needs undoing. The view
 *    drops its widgets when it is unrealized, as its window is destroyed
 *    or it is taken out of it (put in a window again, it makes new ones),
 *    so teardown runs then, and not later from a garbage collector that
 *    frees a view a script let go.
 *
 * A widget may be bound and unbound many times between setup and
 * teardown, so keep bind cheap: the view may bind dozens of widgets in
 * one frame while the user pans.
 *
 * For example, an application that shows a preview in every node:
 *
 * ```c
 * static void
 * setup_cb (FlowGtkNodeFactory *factory,
 *           FlowGtkNode        *widget)
 * {
 *   flow_gtk_node_set_child (widget, gtk_picture_new ());
 * }
 *
 * static void
 * bind_cb (FlowGtkNodeFactory *factory,
 *          FlowGtkNode        *widget)
 * {
 *   MyNode *node = MY_NODE (flow_gtk_node_get_node (widget));
 *   GtkPicture *picture = GTK_PICTURE (flow_gtk_node_get_child (widget));
 *
 *   gtk_picture_set_paintable (picture, my_node_get_preview (node));
 * }
 *
 * static void
 * unbind_cb (FlowGtkNodeFactory *factory,
 *            FlowGtkNode        *widget)
 * {
 *   gtk_picture_set_paintable (GTK_PICTURE (flow_gtk_node_get_child (widget)), NULL);
 * }
 *
 *   FlowGtkNodeFactory *factory = flow_gtk_node_factory_new ();
 *
 *   g_signal_connect (factory, "setup", G_CALLBACK (setup_cb), NULL);
 *   g_signal_connect (factory, "bind", G_CALLBACK (bind_cb), NULL);
 *   g_signal_connect (factory, "unbind", G_CALLBACK (unbind_cb), NULL);
 *   flow_gtk_view_set_factory (view, factory);
 * ```
 *
 * To change the node widget itself, subclass [class@Node] and set
 * [property@NodeFactory:widget-type].
 */

struct _FlowGtkNodeFactory
{
  GObject parent_instance;

  /* Always FLOW_GTK_TYPE_NODE or a subtype. */
  GType   widget_type;
};

enum {
  PROP_0,
  PROP_WIDGET_TYPE,
  N_PROPS,
};

enum {
  SETUP,
  BIND,
  UNBIND,
  TEARDOWN,
  N_SIGNALS,
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (FlowGtkNodeFactory, flow_gtk_node_factory, G_TYPE_OBJECT)

static void
flow_gtk_node_factory_get_property (GObject    *object,
                                    guint       prop_id,
                                    GValue     *value,
                                    GParamSpec *pspec)
{
  FlowGtkNodeFactory *self = FLOW_GTK_NODE_FACTORY (object);

  switch (prop_id)
    {
    case PROP_WIDGET_TYPE:
      g_value_set_gtype (value, flow_gtk_node_factory_get_widget_type (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
flow_gtk_node_factory_set_property (GObject      *object,
                                    guint         prop_id,
                                    const GValue *value,
                                    GParamSpec   *pspec)
{
  FlowGtkNodeFactory *self = FLOW_GTK_NODE_FACTORY (object);

  switch (prop_id)
    {
    case PROP_WIDGET_TYPE:
      flow_gtk_node_factory_set_widget_type (self, g_value_get_gtype (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
flow_gtk_node_factory_class_init (FlowGtkNodeFactoryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = flow_gtk_node_factory_get_property;
  object_class->set_property = flow_gtk_node_factory_set_property;

  /**
   * FlowGtkNodeFactory:widget-type: (getter get_widget_type) (setter set_widget_type)
   *
   * The type of the widgets the factory makes: [class@Node] or a
   * subclass of it.
   *
   * Changing it affects widgets made afterwards; views make new widgets
   * for all their nodes when their factory changes, not when this does.
   */
  properties[PROP_WIDGET_TYPE] =
    g_param_spec_gtype ("widget-type", NULL, NULL,
                        FLOW_GTK_TYPE_NODE,
                        (G_PARAM_READWRITE |
                         G_PARAM_EXPLICIT_NOTIFY |
                         G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * FlowGtkNodeFactory::setup:
   * @self: the factory
   * @widget: a new node widget
   *
   * Emitted once for each widget the factory makes, before it is bound
   * to any node. Build the parts every node shows here.
   */
  signals[SETUP] =
    g_signal_new ("setup",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0,
                  NULL, NULL,
                  g_cclosure_marshal_VOID__OBJECT,
                  G_TYPE_NONE, 1, FLOW_GTK_TYPE_NODE);
  g_signal_set_va_marshaller (signals[SETUP],
                              G_TYPE_FROM_CLASS (klass),
                              g_cclosure_marshal_VOID__OBJECTv);

  /**
   * FlowGtkNodeFactory::bind:
   * @self: the factory
   * @widget: a node widget that was just bound
   *
   * Emitted each time @widget starts showing a node, after its
   * [property@Node:node] is set and its header and docks show the node.
   */
  signals[BIND] =
    g_signal_new ("bind",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0,
                  NULL, NULL,
                  g_cclosure_marshal_VOID__OBJECT,
                  G_TYPE_NONE, 1, FLOW_GTK_TYPE_NODE);
  g_signal_set_va_marshaller (signals[BIND],
                              G_TYPE_FROM_CLASS (klass),
                              g_cclosure_marshal_VOID__OBJECTv);

  /**
   * FlowGtkNodeFactory::unbind:
   * @self: the factory
   * @widget: a node widget about to be unbound
   *
   * Emitted each time @widget stops showing its node, while its
   * [property@Node:node] is still set. Undo what
   * [signal@NodeFactory::bind] did here.
   */
  signals[UNBIND] =
    g_signal_new ("unbind",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0,
                  NULL, NULL,
                  g_cclosure_marshal_VOID__OBJECT,
                  G_TYPE_NONE, 1, FLOW_GTK_TYPE_NODE);
  g_signal_set_va_marshaller (signals[UNBIND],
                              G_TYPE_FROM_CLASS (klass),
                              g_cclosure_marshal_VOID__OBJECTv);

  /**
   * FlowGtkNodeFactory::teardown:
   * @self: the factory
   * @widget: a node widget about to be dropped
   *
   * Emitted once for each widget, when the view no longer needs it; the
   * widget is unbound by then. Undo what [signal@NodeFactory::setup] did
   * here, if anything needs undoing.
   */
  signals[TEARDOWN] =
    g_signal_new ("teardown",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0,
                  NULL, NULL,
                  g_cclosure_marshal_VOID__OBJECT,
                  G_TYPE_NONE, 1, FLOW_GTK_TYPE_NODE);
  g_signal_set_va_marshaller (signals[TEARDOWN],
                              G_TYPE_FROM_CLASS (klass),
                              g_cclosure_marshal_VOID__OBJECTv);
}

static void
flow_gtk_node_factory_init (FlowGtkNodeFactory *self)
{
  self->widget_type = FLOW_GTK_TYPE_NODE;
}

/**
 * flow_gtk_node_factory_new:
 *
 * Creates a factory that makes [class@Node] widgets.
 *
 * Returns: (transfer full): a new factory
 */
FlowGtkNodeFactory *
flow_gtk_node_factory_new (void)
{
  return g_object_new (FLOW_GTK_TYPE_NODE_FACTORY, NULL);
}

/**
 * flow_gtk_node_factory_get_widget_type: (get-property widget-type)
 * @self: a factory
 *
 * Gets the type of the widgets @self makes.
 *
 * Returns: [class@Node] or a subclass of it
 */
GType
flow_gtk_node_factory_get_widget_type (FlowGtkNodeFactory *self)
{
  g_return_val_if_fail (FLOW_GTK_IS_NODE_FACTORY (self), G_TYPE_INVALID);

  return self->widget_type;
}

/**
 * flow_gtk_node_factory_set_widget_type: (set-property widget-type)
 * @self: a factory
 * @widget_type: [class@Node] or an instantiatable subclass of it
 *
 * Sets the type of the widgets @self makes. A view that uses @self tears
 * down the widgets it made before and makes them again, of the new type.
 */
void
flow_gtk_node_factory_set_widget_type (FlowGtkNodeFactory *self,
                                       GType               widget_type)
{
  g_return_if_fail (FLOW_GTK_IS_NODE_FACTORY (self));
  g_return_if_fail (g_type_is_a (widget_type, FLOW_GTK_TYPE_NODE));
  g_return_if_fail (!G_TYPE_IS_ABSTRACT (widget_type));

  if (self->widget_type == widget_type)
    return;

  self->widget_type = widget_type;

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_WIDGET_TYPE]);
}

/* Private API: the lifecycle, driven by the view. */

/* Makes a widget of widget-type and emits ::setup. Like any new widget,
 * it is returned floating: gtk_widget_set_parent () takes it over, and
 * the widget goes when the view unparents it.
 */
FlowGtkNode *
_flow_gtk_node_factory_create (FlowGtkNodeFactory *self)
{
  FlowGtkNode *widget;

  g_return_val_if_fail (FLOW_GTK_IS_NODE_FACTORY (self), NULL);

  widget = g_object_new (self->widget_type, NULL);

  /* Not floating during the emission, so that a handler that sinks a
   * reference of its own gets one, and the view's still floats after.
   */
  g_object_ref_sink (widget);
  g_signal_emit (self, signals[SETUP], 0, widget);
  g_object_force_floating (G_OBJECT (widget));

  return widget;
}

/* Binds @widget, which must be unbound, to @node, then emits ::bind. */
void
_flow_gtk_node_factory_bind (FlowGtkNodeFactory *self,
                             FlowGtkNode        *widget,
                             FlowNode           *node)
{
  g_return_if_fail (FLOW_GTK_IS_NODE_FACTORY (self));
  g_return_if_fail (FLOW_GTK_IS_NODE (widget));
  g_return_if_fail (FLOW_IS_NODE (node));
  g_return_if_fail (flow_gtk_node_get_node (widget) == NULL);

  _flow_gtk_node_bind (widget, node);

  g_signal_emit (self, signals[BIND], 0, widget);
}

/* Emits ::unbind, then unbinds @widget. Does nothing if it is unbound. */
void
_flow_gtk_node_factory_unbind (FlowGtkNodeFactory *self,
                               FlowGtkNode        *widget)
{
  g_return_if_fail (FLOW_GTK_IS_NODE_FACTORY (self));
  g_return_if_fail (FLOW_GTK_IS_NODE (widget));

  if (flow_gtk_node_get_node (widget) == NULL)
    return;

  g_signal_emit (self, signals[UNBIND], 0, widget);

  _flow_gtk_node_unbind (widget);
}

/* Emits ::teardown, unbinding @widget first if the view did not. The view
 * then unparents the widget.
 */
void
_flow_gtk_node_factory_teardown (FlowGtkNodeFactory *self,
                                 FlowGtkNode        *widget)
{
  g_return_if_fail (FLOW_GTK_IS_NODE_FACTORY (self));
  g_return_if_fail (FLOW_GTK_IS_NODE (widget));

  _flow_gtk_node_factory_unbind (self, widget);

  g_signal_emit (self, signals[TEARDOWN], 0, widget);
}
