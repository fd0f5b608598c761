/* flow-gtk-type-colors.c
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#include "config.h"

#include "flow-gtk-type-colors.h"

#include "flow-gtk-dock.h"

#include <string.h>

/**
 * FlowGtkTypeColors:
 *
 * The colours of the docks and wires of each value type, on one display,
 * for light, dark and high-contrast styles.
 *
 * Docks and wires take the `color` of their type's style class (see
 * [func@type_get_css_class]); the library's stylesheet colours the common
 * types. An application colours its own types in its stylesheet,
 *
 * ```css
 * .type-MyImage { color: #26a269; }
 * ```
 *
 * or, from code, with the display's `FlowGtkTypeColors`, giving a colour
 * for light and one for dark styles, and if it likes others for high
 * contrast:
 *
 * ```c
 * FlowGtkTypeColors *colors = flow_gtk_type_colors_get_for_display (display);
 * GdkRGBA light, dark;
 *
 * gdk_rgba_parse (&light, "#26a269");
 * gdk_rgba_parse (&dark, "#8ff0a4");
 * flow_gtk_type_colors_set_color (colors, MY_TYPE_IMAGE, &light, &dark);
 * ```
 *
 * The colours in use follow [property@TypeColors:dark] and
 * [property@TypeColors:high-contrast]. Both follow the display's
 * [class@Gtk.Settings]: dark while
 * [property@Gtk.Settings:gtk-application-prefer-dark-theme] is set or the
 * theme is a dark one (its name ends in `-dark`, or it is
 * `HighContrastInverse`), high contrast while the theme is GTK's
 * `HighContrast` or `HighContrastInverse`; the `GTK_THEME` environment
 * variable overrides both settings, as it does for GTK (`Adwaita:dark`
 * is dark). libadwaita sets the first
 * setting itself but keeps its high-contrast state to itself, so an
 * application that uses it binds that:
 *
 * ```c
 * g_object_bind_property (adw_style_manager_get_for_display (display), "high-contrast",
 *                         flow_gtk_type_colors_get_for_display (display), "high-contrast",
 *                         G_BINDING_SYNC_CREATE);
 * ```
 *
 * In high contrast, the common types take a stronger palette of the
 * library's own (at least 4.5:1 against the canvas), unless the
 * application gives them colours; [method@TypeColors.lookup] reports only
 * the application's.
 *
 * The colours are CSS rules in a style provider of the display, at
 * `GTK_STYLE_PROVIDER_PRIORITY_APPLICATION`: they beat the library's
 * stylesheet and the theme, and an application's stylesheet at the same
 * priority may beat them, whenever it was added and however specific
 * either's selectors are: `flowview > wire { color: … }`, meant for wires
 * of types without a colour, can colour the wires of every type, and
 * `dock { color: … }` every dock. Give such general rules a priority
 * below `GTK_STYLE_PROVIDER_PRIORITY_APPLICATION` (a provider of their
 * own at `GTK_STYLE_PROVIDER_PRIORITY_APPLICATION - 1`), and colour types
 * through this object or their classes (`.type-gdouble`).
 *
 * Since: 0.2
 */

/* Implementation notes
 *
 * CSS itself cannot tell light from dark or high contrast in GTK 4.8 (no
 * media queries), so the provider holds the rules of the current style
 * only and is loaded again when the style changes.
 *
 * Rejected: one process-wide table added to every display (what
 * flow_gtk_type_set_color () was): colours belong to a display as style
 * providers and settings do. Guessing the style from the theme's colours
 * (a light text colour means a dark theme): high contrast leaves no trace
 * in libadwaita's colours that could be told apart reliably, and a
 * binding says what is meant.
 */

/* The colours of one type, by style. */
enum {
  STYLE_LIGHT,
  STYLE_DARK,
  STYLE_HC_LIGHT,
  STYLE_HC_DARK,
  N_STYLES,
};

typedef struct
{
  GdkRGBA colors[N_STYLES];
  guint   set;                  /* bit per style */
} TypeEntry;

struct _FlowGtkTypeColors
{
  GObject         parent_instance;

  /* The display's; the display owns both and us. */
  GtkSettings    *settings;
  GtkCssProvider *provider;

  GHashTable     *entries;      /* GType → TypeEntry */

  guint           dark : 1;
  guint           high_contrast : 1;
};

enum {
  PROP_0,
  PROP_DARK,
  PROP_HIGH_CONTRAST,
  N_PROPS,
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (FlowGtkTypeColors, flow_gtk_type_colors, G_TYPE_OBJECT)

#define TYPE_COLORS_QUARK (g_quark_from_static_string ("flow-gtk-type-colors"))

/* The colour of @entry in the current style: its own, else the ordinary
 * one of the same lightness, else the light one.
 */
static const GdkRGBA *
entry_color (FlowGtkTypeColors *self,
             const TypeEntry   *entry)
{
  int order[3];
  guint n = 0;

  if (self->high_contrast)
    order[n++] = self->dark ? STYLE_HC_DARK : STYLE_HC_LIGHT;
  if (self->dark)
    order[n++] = STYLE_DARK;
  order[n++] = STYLE_LIGHT;

  for (guint i = 0; i < n; i++)
    if (entry->set & (1u << order[i]))
      return &entry->colors[order[i]];

  return NULL;
}

/* The library's own palette for high contrast, for the types its
 * stylesheet colours: at least 4.5:1 against the canvas, dark colours on
 * the white of high contrast, light ones on its dark variant. Colours
 * an application sets come after it, so they win.
 */
static const struct
{
  const char *selector;
  const char *light;
  const char *dark;
} high_contrast_palette[] = {
  /* Docks of types with no colour of their own. */
  { "dock", "#595959", "#c0bfbc" },
  { ".type-gboolean", "#813d9c", "#dc8add" },
  { ".type-gchar, .type-guchar, .type-gint, .type-guint, .type-glong, "
    ".type-gulong, .type-gint64, .type-guint64", "#0f7a3a", "#8ff0a4" },
  { ".type-gfloat, .type-gdouble", "#1a5fb4", "#99c1f1" },
  { ".type-gchararray", "#a33c00", "#ffa348" },
  { ".type-GdkRGBA", "#7a5a00", "#f9f06b" },
  { ".type-FlowAny", "#595959", "#c0bfbc" },
};

static void
reload (FlowGtkTypeColors *self)
{
  g_autoptr(GString) css = g_string_new (NULL);
  GHashTableIter iter;
  gpointer key, value;

  if (self->high_contrast)
    for (guint i = 0; i < G_N_ELEMENTS (high_contrast_palette); i++)
      g_string_append_printf (css, "%s { color: %s; }\n",
                              high_contrast_palette[i].selector,
                              self->dark ? high_contrast_palette[i].dark
                                         : high_contrast_palette[i].light);

  g_hash_table_iter_init (&iter, self->entries);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      const GdkRGBA *color = entry_color (self, value);
      g_autofree char *text = NULL;

      if (color == NULL)
        continue;

      text = gdk_rgba_to_string (color);
      g_string_append_printf (css, ".%s { color: %s; }\n",
                              flow_gtk_type_get_css_class (GPOINTER_TO_SIZE (key)),
                              text);
    }

  gtk_css_provider_load_from_data (self->provider, css->str, css->len);
}

static void
set_style (FlowGtkTypeColors *self,
           gboolean           dark,
           gboolean           high_contrast)
{
  gboolean dark_changed = self->dark != !!dark;
  gboolean hc_changed = self->high_contrast != !!high_contrast;

  if (!dark_changed && !hc_changed)
    return;

  self->dark = !!dark;
  self->high_contrast = !!high_contrast;

  reload (self);

  if (dark_changed)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DARK]);
  if (hc_changed)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HIGH_CONTRAST]);
}

/* What the display's settings say, or the GTK_THEME environment variable
 * ("Adwaita:dark"), which GTK lets override them both. A change of the
 * dark preference alone leaves high contrast alone, which an application
 * may have bound to something the settings do not know.
 */
static void
update_from_settings (FlowGtkTypeColors *self,
                      gboolean           theme_changed)
{
  g_autofree char *theme = NULL;
  const char *forced = g_getenv ("GTK_THEME");
  gboolean prefer_dark;
  gboolean dark, high_contrast;

  if (forced != NULL && *forced != '\0')
    {
      const char *variant = strrchr (forced, ':');

      theme = variant != NULL ? g_strndup (forced, variant - forced) : g_strdup (forced);
      prefer_dark = variant != NULL && g_str_equal (variant + 1, "dark");
    }
  else
    {
      g_object_get (self->settings,
                    "gtk-theme-name", &theme,
                    "gtk-application-prefer-dark-theme", &prefer_dark,
                    NULL);
    }

  dark = prefer_dark ||
         (theme != NULL && g_str_has_suffix (theme, "-dark")) ||
         g_strcmp0 (theme, "HighContrastInverse") == 0;
  high_contrast = self->high_contrast;
  if (theme_changed)
    high_contrast = g_strcmp0 (theme, "HighContrast") == 0 ||
                    g_strcmp0 (theme, "HighContrastInverse") == 0;

  set_style (self, dark, high_contrast);
}

static void
theme_name_changed_cb (FlowGtkTypeColors *self)
{
  update_from_settings (self, TRUE);
}

static void
prefer_dark_changed_cb (FlowGtkTypeColors *self)
{
  update_from_settings (self, FALSE);
}

static void
set_entry (FlowGtkTypeColors *self,
           GType              type,
           int                light_style,
           const GdkRGBA     *light,
           const GdkRGBA     *dark)
{
  TypeEntry *entry = g_hash_table_lookup (self->entries, GSIZE_TO_POINTER (type));
  TypeEntry old;

  if (entry == NULL)
    {
      if (light == NULL && dark == NULL)
        return;

      entry = g_new0 (TypeEntry, 1);
      g_hash_table_insert (self->entries, GSIZE_TO_POINTER (type), entry);
    }

  old = *entry;

  entry->set &= ~(3u << light_style);
  if (light != NULL)
    {
      entry->colors[light_style] = *light;
      entry->set |= 1u << light_style;
    }
  if (dark != NULL)
    {
      entry->colors[light_style + 1] = *dark;
      entry->set |= 1u << (light_style + 1);
    }

  if (entry->set == 0)
    g_hash_table_remove (self->entries, GSIZE_TO_POINTER (type));
  else if (entry->set == old.set && memcmp (entry->colors, old.colors, sizeof old.colors) == 0)
    return;

  reload (self);
}

static void
flow_gtk_type_colors_finalize (GObject *object)
{
  FlowGtkTypeColors *self = (FlowGtkTypeColors *)object;

  g_clear_pointer (&self->entries, g_hash_table_unref);
  g_clear_object (&self->provider);

  G_OBJECT_CLASS (flow_gtk_type_colors_parent_class)->finalize (object);
}

static void
flow_gtk_type_colors_get_property (GObject    *object,
                                   guint       prop_id,
                                   GValue     *value,
                                   GParamSpec *pspec)
{
  FlowGtkTypeColors *self = FLOW_GTK_TYPE_COLORS (object);

  switch (prop_id)
    {
    case PROP_DARK:
      g_value_set_boolean (value, self->dark);
      break;

    case PROP_HIGH_CONTRAST:
      g_value_set_boolean (value, self->high_contrast);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
flow_gtk_type_colors_set_property (GObject      *object,
                                   guint         prop_id,
                                   const GValue *value,
                                   GParamSpec   *pspec)
{
  FlowGtkTypeColors *self = FLOW_GTK_TYPE_COLORS (object);

  switch (prop_id)
    {
    case PROP_DARK:
      flow_gtk_type_colors_set_dark (self, g_value_get_boolean (value));
      break;

    case PROP_HIGH_CONTRAST:
      flow_gtk_type_colors_set_high_contrast (self, g_value_get_boolean (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
flow_gtk_type_colors_class_init (FlowGtkTypeColorsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = flow_gtk_type_colors_finalize;
  object_class->get_property = flow_gtk_type_colors_get_property;
  object_class->set_property = flow_gtk_type_colors_set_property;

  /**
   * FlowGtkTypeColors:dark: (getter get_dark) (setter set_dark)
   *
   * Whether the dark colours are in use.
   *
   * It follows the display's [class@Gtk.Settings] (see the class
   * description) whenever they change; set it, or bind it, to follow
   * something else.
   *
   * Since: 0.2
   */
  properties[PROP_DARK] =
    g_param_spec_boolean ("dark", NULL, NULL,
                          FALSE,
                          (G_PARAM_READWRITE |
                           G_PARAM_EXPLICIT_NOTIFY |
                           G_PARAM_STATIC_STRINGS));

  /**
   * FlowGtkTypeColors:high-contrast: (getter get_high_contrast) (setter set_high_contrast)
   *
   * Whether the high-contrast colours are in use.
   *
   * It follows the theme named by the display's [class@Gtk.Settings] (see
   * the class description) whenever it changes; bind it to libadwaita's
   * `AdwStyleManager:high-contrast` in applications that use libadwaita.
   *
   * Since: 0.2
   */
  properties[PROP_HIGH_CONTRAST] =
    g_param_spec_boolean ("high-contrast", NULL, NULL,
                          FALSE,
                          (G_PARAM_READWRITE |
                           G_PARAM_EXPLICIT_NOTIFY |
                           G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
flow_gtk_type_colors_init (FlowGtkTypeColors *self)
{
  self->entries = g_hash_table_new_full (NULL, NULL, NULL, g_free);
  self->provider = gtk_css_provider_new ();
}

/**
 * flow_gtk_type_colors_get_for_display:
 * @display: a display
 *
 * Gets the type colours of @display, made and added to it the first time.
 *
 * Returns: (transfer none): the type colours of @display
 *
 * Since: 0.2
 */
FlowGtkTypeColors *
flow_gtk_type_colors_get_for_display (GdkDisplay *display)
{
  FlowGtkTypeColors *self;

  g_return_val_if_fail (GDK_IS_DISPLAY (display), NULL);

  self = g_object_get_qdata (G_OBJECT (display), TYPE_COLORS_QUARK);
  if (self != NULL)
    return self;

  self = g_object_new (FLOW_GTK_TYPE_TYPE_COLORS, NULL);
  self->settings = gtk_settings_get_for_display (display);
  g_object_set_qdata_full (G_OBJECT (display), TYPE_COLORS_QUARK, self, g_object_unref);

  gtk_style_context_add_provider_for_display (display,
                                              GTK_STYLE_PROVIDER (self->provider),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);

  g_signal_connect_object (self->settings, "notify::gtk-theme-name",
                           G_CALLBACK (theme_name_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->settings, "notify::gtk-application-prefer-dark-theme",
                           G_CALLBACK (prefer_dark_changed_cb), self, G_CONNECT_SWAPPED);
  update_from_settings (self, TRUE);

  return self;
}

/**
 * flow_gtk_type_colors_set_color:
 * @self: type colours
 * @type: a value type, or `FLOW_TYPE_ANY`
 * @light: (nullable): the colour of docks and wires of @type in light
 *   styles, or `NULL` for the stylesheets' colour
 * @dark: (nullable): the colour in dark styles, or `NULL` for @light
 *
 * Gives the docks and wires that carry values of @type a colour on the
 * display of @self. With both colours `NULL`, the stylesheets' colour is
 * back (unless high-contrast colours are set).
 *
 * Colours go through CSS text: 8 bits per channel.
 *
 * Since: 0.2
 */
void
flow_gtk_type_colors_set_color (FlowGtkTypeColors *self,
                                GType              type,
                                const GdkRGBA     *light,
                                const GdkRGBA     *dark)
{
  g_return_if_fail (FLOW_GTK_IS_TYPE_COLORS (self));
  g_return_if_fail (type != G_TYPE_INVALID);

  set_entry (self, type, STYLE_LIGHT, light, dark);
}

/**
 * flow_gtk_type_colors_set_high_contrast_color:
 * @self: type colours
 * @type: a value type, or `FLOW_TYPE_ANY`
 * @light: (nullable): the colour of docks and wires of @type in light
 *   high-contrast styles, or `NULL` for the ordinary light colour
 * @dark: (nullable): the colour in dark high-contrast styles, or `NULL`
 *   for the ordinary dark colour
 *
 * Gives the docks and wires that carry values of @type a colour in
 * high-contrast styles on the display of @self.
 *
 * Since: 0.2
 */
void
flow_gtk_type_colors_set_high_contrast_color (FlowGtkTypeColors *self,
                                              GType              type,
                                              const GdkRGBA     *light,
                                              const GdkRGBA     *dark)
{
  g_return_if_fail (FLOW_GTK_IS_TYPE_COLORS (self));
  g_return_if_fail (type != G_TYPE_INVALID);

  set_entry (self, type, STYLE_HC_LIGHT, light, dark);
}

/**
 * flow_gtk_type_colors_lookup:
 * @self: type colours
 * @type: a value type
 * @color: (out caller-allocates) (optional): return location for the
 *   colour of @type in the current style
 *
 * Gets the colour set for @type in the current style, if any. A type with
 * no colour set here takes the stylesheets' colour.
 *
 * Returns: whether a colour is set for @type in the current style
 *
 * Since: 0.2
 */
gboolean
flow_gtk_type_colors_lookup (FlowGtkTypeColors *self,
                             GType              type,
                             GdkRGBA           *color)
{
  TypeEntry *entry;
  const GdkRGBA *found;

  g_return_val_if_fail (FLOW_GTK_IS_TYPE_COLORS (self), FALSE);

  entry = g_hash_table_lookup (self->entries, GSIZE_TO_POINTER (type));
  found = entry != NULL ? entry_color (self, entry) : NULL;

  if (found != NULL && color != NULL)
    *color = *found;

  return found != NULL;
}

/**
 * flow_gtk_type_colors_get_dark: (get-property dark)
 * @self: type colours
 *
 * Gets whether the dark colours are in use.
 *
 * Returns: whether the dark colours are in use
 *
 * Since: 0.2
 */
gboolean
flow_gtk_type_colors_get_dark (FlowGtkTypeColors *self)
{
  g_return_val_if_fail (FLOW_GTK_IS_TYPE_COLORS (self), FALSE);

  return self->dark;
}

/**
 * flow_gtk_type_colors_set_dark: (set-property dark)
 * @self: type colours
 * @dark: whether to use the dark colours
 *
 * Sets whether the dark colours are in use, until the display's dark
 * preference or theme changes.
 *
 * Since: 0.2
 */
void
flow_gtk_type_colors_set_dark (FlowGtkTypeColors *self,
                               gboolean           dark)
{
  g_return_if_fail (FLOW_GTK_IS_TYPE_COLORS (self));

  set_style (self, dark, self->high_contrast);
}

/**
 * flow_gtk_type_colors_get_high_contrast: (get-property high-contrast)
 * @self: type colours
 *
 * Gets whether the high-contrast colours are in use.
 *
 * Returns: whether the high-contrast colours are in use
 *
 * Since: 0.2
 */
gboolean
flow_gtk_type_colors_get_high_contrast (FlowGtkTypeColors *self)
{
  g_return_val_if_fail (FLOW_GTK_IS_TYPE_COLORS (self), FALSE);

  return self->high_contrast;
}

/**
 * flow_gtk_type_colors_set_high_contrast: (set-property high-contrast)
 * @self: type colours
 * @high_contrast: whether to use the high-contrast colours
 *
 * Sets whether the high-contrast colours are in use, until the display's
 * theme changes.
 *
 * Since: 0.2
 */
void
flow_gtk_type_colors_set_high_contrast (FlowGtkTypeColors *self,
                                        gboolean           high_contrast)
{
  g_return_if_fail (FLOW_GTK_IS_TYPE_COLORS (self));

  set_style (self, self->dark, high_contrast);
}
