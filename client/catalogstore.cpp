// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "catalogstore.h"

#include "offthread.h"

#include <algorithm>
#include <utility>

namespace polychip::client {

CatalogStore::~CatalogStore()
{
    destroyOnWorker(std::move(m_models));
    destroyOnWorker(std::move(m_datasets));
}

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

std::string CatalogStore::regionName(const std::string &id) const
{
    for (const api::Accelerator &a : m_accelerators) {
        for (const api::RegionCapacity &r : a.regions) {
            if (r.region == id && r.name && !r.name->empty())
                return *r.name;
        }
    }
    return id;
}

const api::Template *CatalogStore::findTemplate(const std::string &id) const
{
    return byId(m_templates, id);
}

void CatalogStore::setAccelerators(std::vector<api::Accelerator> accelerators)
{
    if (accelerators == m_accelerators)
        return; // listed again (a relist, a change event) and the same: views stay as they are
    m_accelerators = std::move(accelerators);
    Q_EMIT changed();
}

void CatalogStore::setTemplates(std::vector<api::Template> templates)
{
    if (templates == m_templates)
        return; // listed again (a relist, a change event) and the same: views stay as they are
    m_templates = std::move(templates);
    Q_EMIT changed();
}

void CatalogStore::setImages(std::vector<api::Image> images)
{
    if (images == m_images)
        return; // listed again (a relist, a change event) and the same: views stay as they are
    m_images = std::move(images);
    Q_EMIT changed();
}

template <class T>
void CatalogStore::Paged<T>::begin()
{
    // A snapshot of the last list keeps that one; 100,000 entries and their ids are not freed
    // on the GUI thread.
    destroyOnWorker(std::exchange(items, std::make_shared<std::deque<T>>()));
    destroyOnWorker(std::exchange(index, {}));
    error.clear();
    state = Listing::Loading;
}

template <class T>
void CatalogStore::Paged<T>::add(std::vector<T> page, bool last)
{
    // A long listing (full pages, more to come) has room for 131,072 ids from the start
    // (1 MB of buckets): growing the map rebuilds it whole, which at 65,536 ids held the GUI
    // thread for 15 ms.
    constexpr std::size_t kLongListing = std::size_t(1) << 17;
    if (!last && page.size() >= 500 && index.bucket_count() < kLongListing)
        index.reserve(kLongListing);
    // Appended: no entry moves, so snapshots taken earlier stay valid.
    for (auto &t : page) {
        // A list that changed between pages may repeat an entry: the first stays.
        if (index.emplace(t.id, items->size()).second)
            items->push_back(std::move(t));
    }
    if (last)
        state = Listing::Complete;
}

template <class T>
void CatalogStore::Paged<T>::fail(std::string why)
{
    error = std::move(why);
    state = Listing::Failed;
}

template <class T>
bool CatalogStore::Paged<T>::replace(std::vector<T> all)
{
    Paged fresh;
    fresh.state = Listing::Loading;
    fresh.add(std::move(all), true); // repeats dropped as a listing drops them
    if (state == Listing::Complete && *fresh.items == *items) {
        destroyOnWorker(std::move(fresh));
        return false;
    }
    // A new list (a snapshot of the old one keeps that one); the old is freed on a worker.
    destroyOnWorker(std::exchange(items, std::move(fresh.items)));
    destroyOnWorker(std::exchange(index, std::move(fresh.index)));
    error.clear();
    state = Listing::Complete;
    return true;
}

void CatalogStore::beginModels()
{
    m_models.begin();
    Q_EMIT modelsChanged();
}

void CatalogStore::beginDatasets()
{
    m_datasets.begin();
    Q_EMIT datasetsChanged();
}

void CatalogStore::addModels(std::vector<api::Model> page, bool last)
{
    m_models.add(std::move(page), last);
    Q_EMIT modelsChanged();
}

void CatalogStore::addDatasets(std::vector<api::Dataset> page, bool last)
{
    m_datasets.add(std::move(page), last);
    Q_EMIT datasetsChanged();
}

void CatalogStore::replaceModels(std::vector<api::Model> models)
{
    if (m_models.replace(std::move(models)))
        Q_EMIT modelsChanged();
}

void CatalogStore::replaceDatasets(std::vector<api::Dataset> datasets)
{
    if (m_datasets.replace(std::move(datasets)))
        Q_EMIT datasetsChanged();
}

void CatalogStore::failModels(std::string error)
{
    m_models.fail(std::move(error));
    Q_EMIT modelsChanged();
}

void CatalogStore::failDatasets(std::string error)
{
    m_datasets.fail(std::move(error));
    Q_EMIT datasetsChanged();
}

} // namespace polychip::client
