/* flow-gst-registry.c: the element factories of the GStreamer registry
 * as a list model for the palette, with favourites and recent ones kept
 * across runs.
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-gst-registry.h"

#include <gst/gst.h>
#include <string.h>

/* Items */

struct _FlowGstFactoryItem
{
  GObject  parent_instance;

  char    *name;
  char    *long_name;
  char    *klass;
  char    *description;
  /* Interned: the first part of the klass, "Source", "Codec"… */
  const char *group;
  /* Lower case, for searching. */
  char    *haystack;

  gboolean favourite;
  /* 0 when never used; higher is more recent. */
  guint    recent;
};

enum {
  ITEM_PROP_0,
  ITEM_PROP_FAVOURITE,
  ITEM_PROP_RECENT,
  ITEM_N_PROPS,
};

static GParamSpec *item_properties[ITEM_N_PROPS];

G_DEFINE_FINAL_TYPE (FlowGstFactoryItem, flow_gst_factory_item, G_TYPE_OBJECT)

static void
flow_gst_factory_item_finalize (GObject *object)
{
  FlowGstFactoryItem *self = (FlowGstFactoryItem *)object;

  g_free (self->name);
  g_free (self->long_name);
  g_free (self->klass);
  g_free (self->description);
  g_free (self->haystack);

  G_OBJECT_CLASS (flow_gst_factory_item_parent_class)->finalize (object);
}

static void
flow_gst_factory_item_get_property (GObject    *object,
                                    guint       prop_id,
                                    GValue     *value,
                                    GParamSpec *pspec)
{
  FlowGstFactoryItem *self = FLOW_GST_FACTORY_ITEM (object);

  switch (prop_id)
    {
    case ITEM_PROP_FAVOURITE:
      g_value_set_boolean (value, self->favourite);
      break;
    case ITEM_PROP_RECENT:
      g_value_set_uint (value, self->recent);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
flow_gst_factory_item_class_init (FlowGstFactoryItemClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = flow_gst_factory_item_finalize;
  object_class->get_property = flow_gst_factory_item_get_property;

  item_properties[ITEM_PROP_FAVOURITE] =
    g_param_spec_boolean ("favourite", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  item_properties[ITEM_PROP_RECENT] =
    g_param_spec_uint ("recent", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, ITEM_N_PROPS, item_properties);
}

static void
flow_gst_factory_item_init (FlowGstFactoryItem *self)
{
}

const char *
flow_gst_factory_item_get_name (FlowGstFactoryItem *self)
{
  return self->name;
}

const char *
flow_gst_factory_item_get_long_name (FlowGstFactoryItem *self)
{
  return self->long_name;
}

const char *
flow_gst_factory_item_get_klass (FlowGstFactoryItem *self)
{
  return self->klass;
}

const char *
flow_gst_factory_item_get_group (FlowGstFactoryItem *self)
{
  return self->group;
}

const char *
flow_gst_factory_item_get_description (FlowGstFactoryItem *self)
{
  return self->description;
}

gboolean
flow_gst_factory_item_get_favourite (FlowGstFactoryItem *self)
{
  return self->favourite;
}

guint
flow_gst_factory_item_get_recent (FlowGstFactoryItem *self)
{
  return self->recent;
}

/* Whether every word of @search (lower case) is in the item's name, long
 * name, klass or description.
 */
gboolean
flow_gst_factory_item_matches (FlowGstFactoryItem *self,
                               const char         *search)
{
  g_auto(GStrv) words = NULL;

  if (search == NULL || *search == '\0')
    return TRUE;

  words = g_strsplit_set (search, " \t", -1);
  for (guint i = 0; words[i] != NULL; i++)
    if (*words[i] != '\0' && strstr (self->haystack, words[i]) == NULL)
      return FALSE;

  return TRUE;
}

/* The registry */

struct _FlowGstRegistry
{
  GObject     parent_instance;

  GListStore *factories;
  GHashTable *by_name;
  char       *state_file;
  GPtrArray  *groups;
  guint       clock;
};

G_DEFINE_FINAL_TYPE (FlowGstRegistry, flow_gst_registry, G_TYPE_OBJECT)

static void
flow_gst_registry_finalize (GObject *object)
{
  FlowGstRegistry *self = (FlowGstRegistry *)object;

  g_clear_object (&self->factories);
  g_clear_pointer (&self->by_name, g_hash_table_unref);
  g_clear_pointer (&self->groups, g_ptr_array_unref);
  g_free (self->state_file);

  G_OBJECT_CLASS (flow_gst_registry_parent_class)->finalize (object);
}

static void
flow_gst_registry_class_init (FlowGstRegistryClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = flow_gst_registry_finalize;
}

static void
flow_gst_registry_init (FlowGstRegistry *self)
{
}

static int
compare_items (gconstpointer a,
               gconstpointer b)
{
  const FlowGstFactoryItem *x = *(FlowGstFactoryItem **) a;
  const FlowGstFactoryItem *y = *(FlowGstFactoryItem **) b;
  int c = g_strcmp0 (x->group, y->group);

  return c != 0 ? c : g_strcmp0 (x->name, y->name);
}

static int
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  return g_strcmp0 (*(const char **) a, *(const char **) b);
}

static void
load_state (FlowGstRegistry *self)
{
  g_autoptr(GKeyFile) file = g_key_file_new ();
  g_auto(GStrv) favourites = NULL;
  g_auto(GStrv) recent = NULL;

  if (self->state_file == NULL ||
      !g_key_file_load_from_file (file, self->state_file, G_KEY_FILE_NONE, NULL))
    return;

  favourites = g_key_file_get_string_list (file, "palette", "favourites", NULL, NULL);
  recent = g_key_file_get_string_list (file, "palette", "recent", NULL, NULL);

  for (guint i = 0; favourites != NULL && favourites[i] != NULL; i++)
    {
      FlowGstFactoryItem *item = g_hash_table_lookup (self->by_name, favourites[i]);

      if (item != NULL)
        item->favourite = TRUE;
    }

  /* Oldest first in the file. */
  for (guint i = 0; recent != NULL && recent[i] != NULL; i++)
    {
      FlowGstFactoryItem *item = g_hash_table_lookup (self->by_name, recent[i]);

      if (item != NULL)
        item->recent = ++self->clock;
    }
}

static int
compare_recent (gconstpointer a,
                gconstpointer b)
{
  const FlowGstFactoryItem *x = *(FlowGstFactoryItem **) a;
  const FlowGstFactoryItem *y = *(FlowGstFactoryItem **) b;

  return (x->recent > y->recent) - (x->recent < y->recent);
}

static void
save_state (FlowGstRegistry *self)
{
  g_autoptr(GKeyFile) file = g_key_file_new ();
  g_autoptr(GPtrArray) favourites = g_ptr_array_new ();
  g_autoptr(GPtrArray) recent = g_ptr_array_new ();
  g_autoptr(GPtrArray) names = g_ptr_array_new ();
  g_autofree char *dir = NULL;
  GHashTableIter iter;
  gpointer value;

  if (self->state_file == NULL)
    return;

  g_hash_table_iter_init (&iter, self->by_name);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    {
      FlowGstFactoryItem *item = value;

      if (item->favourite)
        g_ptr_array_add (favourites, item->name);
      if (item->recent > 0)
        g_ptr_array_add (recent, item);
    }

  g_ptr_array_sort (favourites, compare_strings);
  g_ptr_array_sort (recent, compare_recent);
  /* The ten last used. */
  for (guint i = recent->len > 10 ? recent->len - 10 : 0; i < recent->len; i++)
    g_ptr_array_add (names, ((FlowGstFactoryItem *) recent->pdata[i])->name);

  g_key_file_set_string_list (file, "palette", "favourites",
                              (const char * const *) favourites->pdata, favourites->len);
  g_key_file_set_string_list (file, "palette", "recent",
                              (const char * const *) names->pdata, names->len);

  dir = g_path_get_dirname (self->state_file);
  g_mkdir_with_parents (dir, 0700);
  /* Atomic, by GLib; losing a palette's favourites is no data loss. */
  if (!g_key_file_save_to_file (file, self->state_file, NULL))
    g_debug ("The palette's favourites could not be saved");
}

/* All element factories of the registry, sorted by group and name;
 * @state_file keeps favourites and recent ones (NULL: kept in memory).
 */
FlowGstRegistry *
flow_gst_registry_new (const char *state_file)
{
  FlowGstRegistry *self = g_object_new (FLOW_GST_TYPE_REGISTRY, NULL);
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GHashTable) groups = g_hash_table_new (g_str_hash, g_str_equal);
  GList *features;

  self->state_file = g_strdup (state_file);
  self->factories = g_list_store_new (FLOW_GST_TYPE_FACTORY_ITEM);
  self->by_name = g_hash_table_new (g_str_hash, g_str_equal);
  self->groups = g_ptr_array_new ();

  features = gst_registry_get_feature_list (gst_registry_get (), GST_TYPE_ELEMENT_FACTORY);
  for (GList *l = features; l != NULL; l = l->next)
    {
      GstElementFactory *factory = l->data;
      FlowGstFactoryItem *item = g_object_new (FLOW_GST_TYPE_FACTORY_ITEM, NULL);
      const char *klass = gst_element_factory_get_metadata (factory, GST_ELEMENT_METADATA_KLASS);
      g_autofree char *group = NULL;
      g_autofree char *haystack = NULL;

      item->name = g_strdup (GST_OBJECT_NAME (factory));
      item->long_name = g_strdup (gst_element_factory_get_metadata (factory, GST_ELEMENT_METADATA_LONGNAME));
      item->klass = g_strdup (klass != NULL ? klass : "");
      item->description = g_strdup (gst_element_factory_get_metadata (factory, GST_ELEMENT_METADATA_DESCRIPTION));
      group = g_strndup (item->klass, strcspn (item->klass, "/"));
      item->group = g_intern_string (*group != '\0' ? group : "Generic");
      haystack = g_strjoin (" ", item->name, item->long_name ? item->long_name : "",
                            item->klass, item->description ? item->description : "", NULL);
      item->haystack = g_utf8_strdown (haystack, -1);

      if (g_hash_table_add (groups, (gpointer) item->group))
        g_ptr_array_add (self->groups, (gpointer) item->group);
      g_hash_table_insert (self->by_name, item->name, item);
      g_ptr_array_add (items, item);
    }
  gst_plugin_feature_list_free (features);

  g_ptr_array_sort (items, compare_items);
  g_list_store_splice (self->factories, 0, 0, items->pdata, items->len);
  g_ptr_array_sort (self->groups, compare_strings);
  g_ptr_array_add (self->groups, NULL);

  load_state (self);

  return self;
}

GListModel *
flow_gst_registry_get_factories (FlowGstRegistry *self)
{
  return G_LIST_MODEL (self->factories);
}

/* The groups of the klasses, sorted, NULL-terminated. */
const char * const *
flow_gst_registry_get_groups (FlowGstRegistry *self)
{
  return (const char * const *) self->groups->pdata;
}

void
flow_gst_registry_set_favourite (FlowGstRegistry *self,
                                 const char      *name,
                                 gboolean         favourite)
{
  FlowGstFactoryItem *item = g_hash_table_lookup (self->by_name, name);

  if (item == NULL || item->favourite == !!favourite)
    return;

  item->favourite = !!favourite;
  g_object_notify_by_pspec (G_OBJECT (item), item_properties[ITEM_PROP_FAVOURITE]);
  save_state (self);
}

void
flow_gst_registry_mark_used (FlowGstRegistry *self,
                             const char      *name)
{
  FlowGstFactoryItem *item = g_hash_table_lookup (self->by_name, name);

  if (item == NULL)
    return;

  item->recent = ++self->clock;
  g_object_notify_by_pspec (G_OBJECT (item), item_properties[ITEM_PROP_RECENT]);
  save_state (self);
}
