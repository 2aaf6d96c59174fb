// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "catalogstore.h"

#include <algorithm>

namespace polychip::client {

namespace {

template <class T>
const T *byId(const std::vector<T> &items, const std::string &id)
{
    const auto it
        = std::find_if(items.begin(), items.end(), [&](const T &t) { return t.id == id; });
    return it == items.end() ? nullptr : &*it;
}

} // namespace

const api::Accelerator *CatalogStore::accelerator(const std::string &id) const
{
    return byId(m_accelerators, id);
}

const api::Template *CatalogStore::findTemplate(const std::string &id) const
{
    return byId(m_templates, id);
}

void CatalogStore::setAccelerators(std::vector<api::Accelerator> accelerators)
{
    m_accelerators = std::move(accelerators);
    Q_EMIT changed();
}

void CatalogStore::setTemplates(std::vector<api::Template> templates)
{
    m_templates = std::move(templates);
    Q_EMIT changed();
}

} // namespace polychip::client
