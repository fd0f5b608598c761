/* flow-gtk-export.h
 *
 * SPDX-FileCopyrightText: 2026 The Flow Authors
 * SPDX-License-Identifier: LGPL-2.1-or-later
 */

#pragma once

#if !defined (FLOW_GTK_INSIDE) && !defined (FLOW_GTK_COMPILATION)
# error "Only <flow-gtk/flow-gtk.h> can be included directly."
#endif

#include <gtk/gtk.h>

#include "flow-gtk-version-macros.h"
#include "flow-gtk-view.h"

G_BEGIN_DECLS

/**
 * FlowGtkExportFormat:
 * @FLOW_GTK_EXPORT_PNG: a PNG picture, in pixels
 * @FLOW_GTK_EXPORT_SVG: an SVG drawing, with text and curves kept as such
 * @FLOW_GTK_EXPORT_PDF: a PDF document of one page
 *
 * The kind of file [method@View.export] writes.
 */
typedef enum
{
  FLOW_GTK_EXPORT_PNG,
  FLOW_GTK_EXPORT_SVG,
  FLOW_GTK_EXPORT_PDF,
} FlowGtkExportFormat;

/**
 * FlowGtkExportFlags:
 * @FLOW_GTK_EXPORT_DEFAULT: the whole graph on the canvas colour
 * @FLOW_GTK_EXPORT_SELECTION: only the selected nodes and the connections
 *   between them
 * @FLOW_GTK_EXPORT_TRANSPARENT: no background: what is not a node or a
 *   wire is transparent
 *
 * What [method@View.export] draws.
 */
typedef enum /*< flags >*/
{
  FLOW_GTK_EXPORT_DEFAULT     = 0,
  FLOW_GTK_EXPORT_SELECTION   = 1 << 0,
  FLOW_GTK_EXPORT_TRANSPARENT = 1 << 1,
} FlowGtkExportFlags;

FLOW_GTK_AVAILABLE_IN_ALL
gboolean flow_gtk_view_export                  (FlowGtkView          *self,
                                                GFile                *file,
                                                FlowGtkExportFormat   format,
                                                FlowGtkExportFlags    flags,
                                                double                scale,
                                                GCancellable         *cancellable,
                                                GError              **error);
FLOW_GTK_AVAILABLE_IN_ALL
gboolean flow_gtk_export_format_for_filename   (const char           *filename,
                                                FlowGtkExportFormat  *format);

G_END_DECLS
