// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "api/types.h"

#include <QObject>

#include <vector>

namespace polychip::client {

/**
 * What the platform offers, in the platform's order: accelerators and templates. Written by the
 * Session (listed once per session: the catalogue does not change with the account); read by
 * the instance table (accelerator names), the templates page and the launch wizard. Lives on
 * the GUI thread.
 */
class CatalogStore final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CatalogStore)

public:
    using QObject::QObject;

    const std::vector<api::Accelerator> &accelerators() const { return m_accelerators; }
    const std::vector<api::Template> &templates() const { return m_templates; }
    /// By id; null before the catalogue arrived or for an unknown id.
    const api::Accelerator *accelerator(const std::string &id) const;
    const api::Template *findTemplate(const std::string &id) const;

    // Written by the Session; each emits changed().
    void setAccelerators(std::vector<api::Accelerator> accelerators);
    void setTemplates(std::vector<api::Template> templates);

Q_SIGNALS:
    /// Accelerators or templates arrived.
    void changed();

private:
    std::vector<api::Accelerator> m_accelerators;
    std::vector<api::Template> m_templates;
};

} // namespace polychip::client
