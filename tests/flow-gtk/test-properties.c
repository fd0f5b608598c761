/* test-properties.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

/* A generic walk over the properties of the library's types, as GTK's
 * notify.c and defaultvalue.c do: every property declares explicit
 * notification and static strings, starts at its declared default, and a
 * set notifies exactly once when the value changes and never when it does
 * not.
 */

#include "config.h"

#include "flow-gtk-test-utils.h"

#include "flow-gtk.h"

/* A FlowGtkNode subclass, as a second valid FlowGtkNodeFactory:widget-type. */
#define TEST_TYPE_NODE (test_node_get_type ())
G_DECLARE_FINAL_TYPE (TestNode, test_node, TEST, NODE, FlowGtkNode)
struct _TestNode { FlowGtkNode parent_instance; };
G_DEFINE_FINAL_TYPE (TestNode, test_node, FLOW_GTK_TYPE_NODE)
static void test_node_class_init (TestNodeClass *klass) { }
static void test_node_init (TestNode *self) { }

typedef struct
{
  GParamSpec *pspec;
  guint       count;
} NotifyCounter;

static void
notify_cb (GObject       *object,
           GParamSpec    *pspec,
           NotifyCounter *counter)
{
  if (pspec == counter->pspec)
    counter->count++;
}

static GObject *
new_instance (GType type)
{
  GObject *object = g_object_new (type, NULL);

  if (G_IS_INITIALLY_UNOWNED (object))
    g_object_ref_sink (object);

  return object;
}

/* Fills @values with distinct valid values for @pspec, the first being
 * different from its default. Returns how many, or 0 if the walk does not
 * know how to make values for it.
 */
static guint
make_values (GParamSpec *pspec,
             GValue      values[3],
             GPtrArray  *keep_alive)
{
  GType type = G_PARAM_SPEC_VALUE_TYPE (pspec);

  for (guint i = 0; i < 3; i++)
    g_value_init (&values[i], type);

  if (G_IS_PARAM_SPEC_DOUBLE (pspec) && pspec->owner_type == FLOW_GTK_TYPE_VIEWPORT &&
      g_str_equal (pspec->name, "zoom"))
    {
      /* Kept within min-zoom and max-zoom, not the pspec's range. */
      g_value_set_double (&values[0], 0.5);
      g_value_set_double (&values[1], 2.0);
      g_value_set_double (&values[2], 1.0);
      return 3;
    }

  if (G_IS_PARAM_SPEC_DOUBLE (pspec))
    {
      GParamSpecDouble *d = G_PARAM_SPEC_DOUBLE (pspec);
      double lower = MAX (d->minimum, -1e6);
      double upper = MIN (d->maximum, 1e6);

      g_value_set_double (&values[0], lower + (upper - lower) * 0.25);
      g_value_set_double (&values[1], lower + (upper - lower) * 0.75);
      g_value_set_double (&values[2], d->default_value);
      return 3;
    }

  if (G_IS_PARAM_SPEC_BOOLEAN (pspec))
    {
      gboolean def = G_PARAM_SPEC_BOOLEAN (pspec)->default_value;

      g_value_set_boolean (&values[0], !def);
      g_value_set_boolean (&values[1], def);
      return 2;
    }

  if (G_IS_PARAM_SPEC_GTYPE (pspec))
    {
      g_assert_true (G_PARAM_SPEC_GTYPE (pspec)->is_a_type == FLOW_GTK_TYPE_NODE);
      g_value_set_gtype (&values[0], TEST_TYPE_NODE);
      g_value_set_gtype (&values[1], FLOW_GTK_TYPE_NODE);
      return 2;
    }

  if (G_IS_PARAM_SPEC_OBJECT (pspec))
    {
      GObject *a, *b;

      if (g_type_is_a (type, GTK_TYPE_WIDGET))
        {
          a = g_object_ref_sink (G_OBJECT (gtk_label_new ("a")));
          b = g_object_ref_sink (G_OBJECT (gtk_label_new ("b")));
        }
      else if (type == FLOW_TYPE_DOCK)
        {
          a = G_OBJECT (flow_sink_new ("a", G_TYPE_INT));
          b = G_OBJECT (flow_source_new ("b", G_TYPE_STRING));
        }
      else
        {
          return 0;
        }

      g_ptr_array_add (keep_alive, a);
      g_ptr_array_add (keep_alive, b);
      g_value_set_object (&values[0], a);
      g_value_set_object (&values[1], b);
      return 3; /* The third is NULL. */
    }

  return 0;
}

static void
check_default (GObject    *object,
               GParamSpec *pspec)
{
  g_auto(GValue) value = G_VALUE_INIT;
  g_auto(GValue) def = G_VALUE_INIT;

  g_value_init (&value, G_PARAM_SPEC_VALUE_TYPE (pspec));
  g_value_init (&def, G_PARAM_SPEC_VALUE_TYPE (pspec));
  g_object_get_property (object, pspec->name, &value);
  g_param_value_set_default (pspec, &def);

  if (g_param_values_cmp (pspec, &value, &def) != 0)
    {
      g_autofree char *got = g_strdup_value_contents (&value);
      g_autofree char *want = g_strdup_value_contents (&def);

      g_error ("%s:%s starts at %s, but its default is %s",
               G_OBJECT_TYPE_NAME (object), pspec->name, got, want);
    }
}

static void
check_property (GType       type,
                GParamSpec *pspec)
{
  GObject *object = new_instance (type);
  g_autoptr(GPtrArray) keep_alive = g_ptr_array_new_with_free_func (g_object_unref);
  GValue values[3] = { G_VALUE_INIT, G_VALUE_INIT, G_VALUE_INIT };
  NotifyCounter counter = { pspec, 0 };
  guint n;

  g_test_message ("%s:%s", g_type_name (type), pspec->name);

  /* gi-docgen and bindings rely on these. */
  g_assert_true (pspec->flags & G_PARAM_EXPLICIT_NOTIFY);
  g_assert_true ((pspec->flags & G_PARAM_STATIC_STRINGS) == G_PARAM_STATIC_STRINGS);

  check_default (object, pspec);

  if (!(pspec->flags & G_PARAM_WRITABLE) || (pspec->flags & G_PARAM_CONSTRUCT_ONLY))
    {
      g_object_unref (object);
      return;
    }

  n = make_values (pspec, values, keep_alive);
  if (n == 0)
    g_error ("%s:%s: no test values for %s", g_type_name (type), pspec->name,
             g_type_name (G_PARAM_SPEC_VALUE_TYPE (pspec)));

  g_signal_connect (object, "notify", G_CALLBACK (notify_cb), &counter);

  /* Setting the value it has notifies nothing. */
  {
    g_auto(GValue) current = G_VALUE_INIT;

    g_value_init (&current, G_PARAM_SPEC_VALUE_TYPE (pspec));
    g_object_get_property (object, pspec->name, &current);
    g_object_set_property (object, pspec->name, &current);
    g_assert_cmpuint (counter.count, ==, 0);
  }

  for (guint i = 0; i < n; i++)
    {
      g_auto(GValue) read = G_VALUE_INIT;
      guint before = counter.count;

      /* A change notifies once... */
      g_object_set_property (object, pspec->name, &values[i]);
      g_assert_cmpuint (counter.count, ==, before + 1);

      g_value_init (&read, G_PARAM_SPEC_VALUE_TYPE (pspec));
      g_object_get_property (object, pspec->name, &read);
      g_assert_cmpint (g_param_values_cmp (pspec, &read, &values[i]), ==, 0);

      /* ...and the same value again, not at all. */
      g_object_set_property (object, pspec->name, &values[i]);
      g_assert_cmpuint (counter.count, ==, before + 1);
    }

  for (guint i = 0; i < 3; i++)
    g_value_unset (&values[i]);

  if (GTK_IS_WIDGET (object))
    g_object_run_dispose (object);
  g_assert_finalize_object (object);
}

static void
test_properties (gconstpointer data)
{
  GType type = GPOINTER_TO_SIZE (data);
  g_autoptr(GTypeClass) klass = g_type_class_ref (type);
  g_autofree GParamSpec **pspecs = NULL;
  guint n_pspecs, n_own = 0;

  pspecs = g_object_class_list_properties (G_OBJECT_CLASS (klass), &n_pspecs);

  for (guint i = 0; i < n_pspecs; i++)
    {
      /* The library's own properties; GTK tests its own. */
      if (pspecs[i]->owner_type != type)
        continue;

      check_property (type, pspecs[i]);
      n_own++;
    }

  g_assert_cmpuint (n_own, >, 0);
}

int
main (int   argc,
      char *argv[])
{
  const GType types[] = {
    FLOW_GTK_TYPE_DOCK,
    FLOW_GTK_TYPE_NODE,
    FLOW_GTK_TYPE_NODE_FACTORY,
    FLOW_GTK_TYPE_VIEWPORT,
  };

  flow_gtk_test_init (&argc, &argv);

  for (guint i = 0; i < G_N_ELEMENTS (types); i++)
    {
      g_autofree char *path = g_strdup_printf ("/flow-gtk/properties/%s", g_type_name (types[i]));

      g_test_add_data_func (path, GSIZE_TO_POINTER (types[i]), test_properties);
    }

  return g_test_run ();
}
