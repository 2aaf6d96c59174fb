// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "api/types.h"

#include <QObject>

#include <deque>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace polychip::client {

/**
 * The entries of a paged list as they were at one moment, readable on another thread while the
 * list goes on: appending never moves an entry (the list is a deque), and a new listing makes
 * a new list, leaving this one alive for whoever holds it.
 */
template <class T>
struct EntrySnapshot
{
    std::shared_ptr<const std::deque<T>> keep; ///< what the pointers point into
    std::vector<const T *> entries;
};

/**
 * What the platform offers, in the platform's order: accelerators, images and templates
 * (listed whole when a session starts), and the model square and the data pool (listed page by
 * page when a view first asks: a real platform holds far more models than a launch needs).
 * Written by the Session; read by the instance table (accelerator names), the templates page,
 * the launch wizard and the catalogue page. Lives on the GUI thread.
 */
class CatalogStore final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CatalogStore)

public:
    /// How far a paged list has arrived.
    enum class Listing { NotAsked, Loading, Complete, Failed };
    Q_ENUM(Listing)

    using QObject::QObject;
    /// The models and data sets are freed on a worker thread (a session's end).
    ~CatalogStore() override;

    const std::vector<api::Accelerator> &accelerators() const { return m_accelerators; }
    const std::vector<api::Template> &templates() const { return m_templates; }
    const std::vector<api::Image> &images() const { return m_images; }
    /// By id; null before the catalogue arrived or for an unknown id.
    const api::Accelerator *accelerator(const std::string &id) const;
    /// A region's name for people as the platform gives it with its accelerators, in the
    /// language the console asked for; the id when it gives none.
    std::string regionName(const std::string &id) const;
    const api::Template *findTemplate(const std::string &id) const;

    /// The models and data sets arrived so far (a prefix of the platform's list while Loading).
    /// A new listing is a new list: hold the store, not the list.
    const std::deque<api::Model> &models() const { return *m_models.items; }
    const std::deque<api::Dataset> &datasets() const { return *m_datasets.items; }
    const api::Model *model(const std::string &id) const { return m_models.find(id); }
    const api::Dataset *dataset(const std::string &id) const { return m_datasets.find(id); }
    /// The position of an entry in models() or datasets(), by id.
    std::optional<std::size_t> modelEntry(const std::string &id) const
    {
        return m_models.entry(id);
    }
    std::optional<std::size_t> datasetEntry(const std::string &id) const
    {
        return m_datasets.entry(id);
    }
    /// The entries so far, for a worker thread (an index being built).
    EntrySnapshot<api::Model> modelsSnapshot() const { return m_models.snapshot(); }
    EntrySnapshot<api::Dataset> datasetsSnapshot() const { return m_datasets.snapshot(); }
    Listing modelsListing() const { return m_models.state; }
    Listing datasetsListing() const { return m_datasets.state; }
    /// Why the last listing failed (the platform's words), empty otherwise.
    const std::string &modelsError() const { return m_models.error; }
    const std::string &datasetsError() const { return m_datasets.error; }

    // Written by the Session; each emits its signal.
    void setAccelerators(std::vector<api::Accelerator> accelerators);
    void setTemplates(std::vector<api::Template> templates);
    void setImages(std::vector<api::Image> images);
    /// A new listing starts: what was held is dropped.
    void beginModels();
    void beginDatasets();
    /// One page; `last`: the list is complete.
    void addModels(std::vector<api::Model> page, bool last);
    void addDatasets(std::vector<api::Dataset> page, bool last);
    /// A whole new listing (the catalogue changed): replaces what is held at once, so views
    /// never show a half list; emits nothing when it is the same.
    void replaceModels(std::vector<api::Model> models);
    void replaceDatasets(std::vector<api::Dataset> datasets);
    /// The listing stopped short; what arrived stays.
    void failModels(std::string error);
    void failDatasets(std::string error);

Q_SIGNALS:
    /// Accelerators, images or templates arrived or changed (not emitted for the same list).
    void changed();
    /// Models arrived (appended) or their listing changed state.
    void modelsChanged();
    void datasetsChanged();

private:
    template <class T>
    struct Paged
    {
        std::shared_ptr<std::deque<T>> items = std::make_shared<std::deque<T>>();
        std::unordered_map<std::string, std::size_t> index;
        Listing state = Listing::NotAsked;
        std::string error;

        const T *find(const std::string &id) const
        {
            const auto it = index.find(id);
            return it == index.end() ? nullptr : &(*items)[it->second];
        }
        std::optional<std::size_t> entry(const std::string &id) const
        {
            const auto it = index.find(id);
            return it == index.end() ? std::nullopt : std::optional(it->second);
        }
        EntrySnapshot<T> snapshot() const
        {
            EntrySnapshot<T> s{items, {}};
            s.entries.reserve(items->size());
            for (const T &t : *items)
                s.entries.push_back(&t);
            return s;
        }
        void begin();
        void add(std::vector<T> page, bool last);
        void fail(std::string why);
        bool replace(std::vector<T> all);
    };

    std::vector<api::Accelerator> m_accelerators;
    std::vector<api::Template> m_templates;
    std::vector<api::Image> m_images;
    Paged<api::Model> m_models;
    Paged<api::Dataset> m_datasets;
};

} // namespace polychip::client
