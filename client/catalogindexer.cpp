// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "catalogindexer.h"

#include "catalogstore.h"

#include <QElapsedTimer>
#include <QMetaObject>
#include <QThreadPool>

#include <mutex>

namespace polychip::client {

/** What a worker and its indexer share: the indexer while it lives. A worker posts its result
 *  under the lock, so an indexer being destroyed either gets the post (and Qt drops it with
 *  the object) or is gone before the worker looks. */
struct CatalogIndexer::Mailbox
{
    std::mutex mutex;
    CatalogIndexer *owner = nullptr;
};

CatalogIndexer::CatalogIndexer(QObject *parent)
    : QObject(parent)
    , m_mailbox(std::make_shared<Mailbox>())
{
    m_mailbox->owner = this;
}

CatalogIndexer::~CatalogIndexer()
{
    const std::lock_guard lock(m_mailbox->mutex);
    m_mailbox->owner = nullptr;
}

void CatalogIndexer::indexModels(const CatalogStore &store, bool fits)
{
    auto models = store.modelsSnapshot();
    auto accelerators = fits ? store.accelerators() : std::vector<api::Accelerator>{};
    request(
        [models = std::move(models),
         accelerators = std::move(accelerators)](std::stop_token stop) -> Built {
            auto index = std::make_shared<CatalogIndex>();
            if (!index->build(models.entries, accelerators, std::move(stop)))
                return {};
            return {std::move(index), models.keep};
        },
        store.modelsListing() != CatalogStore::Listing::Loading);
}

void CatalogIndexer::indexDatasets(const CatalogStore &store)
{
    request(
        [datasets = store.datasetsSnapshot()](std::stop_token stop) -> Built {
            auto index = std::make_shared<CatalogIndex>();
            if (!index->build(datasets.entries, std::move(stop)))
                return {};
            return {std::move(index), datasets.keep};
        },
        store.datasetsListing() != CatalogStore::Listing::Loading);
}

void CatalogIndexer::drop()
{
    ++m_epoch;
    m_waiting.reset();
    m_stop.request_stop();
}

void CatalogIndexer::request(Job job, bool whole)
{
    if (m_running) {
        m_waiting = std::move(job); // the newest replaces any that waited
        if (whole)
            m_stop.request_stop();
        return;
    }
    start(std::move(job));
}

void CatalogIndexer::start(Job job)
{
    m_running = true;
    m_stop = std::stop_source();
    QThreadPool::globalInstance()->start(
        [job = std::move(job), mailbox = m_mailbox, epoch = m_epoch, stop = m_stop.get_token()] {
            QElapsedTimer took;
            took.start();
            Built built = job(stop);
            const qint64 msecs = took.elapsed();
            const std::lock_guard lock(mailbox->mutex);
            if (CatalogIndexer *owner = mailbox->owner) {
                QMetaObject::invokeMethod(
                    owner,
                    [owner, built = std::move(built), msecs, epoch] {
                        owner->finished(built, msecs, epoch);
                    },
                    Qt::QueuedConnection);
            }
        });
}

void CatalogIndexer::finished(Built built, qint64 msecs, quint64 epoch)
{
    m_running = false;
    if (m_waiting) {
        // Asked again meanwhile: build the newest, and hand this one over while it builds
        // (behind, but better than the last; and a list that keeps arriving is not left
        // without an index).
        Job next = std::move(*m_waiting);
        m_waiting.reset();
        start(std::move(next));
    }
    if (epoch == m_epoch && built.index) // not stopped
        Q_EMIT ready(std::move(built.index), std::move(built.list), msecs);
}

} // namespace polychip::client
