// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "catalogindex.h"

#include <QObject>

#include <functional>
#include <memory>
#include <optional>
#include <stop_token>

namespace polychip::client {

class CatalogStore;

/**
 * Builds catalogue indexes on a worker thread and hands the newest to the thread that asked
 * (the GUI's): indexing 100,000 models takes most of a second, which the GUI thread must never
 * wait. One build at a time; a request while one runs waits for it, and requests made
 * meanwhile collapse into the last, so a list arriving page by page is indexed as often as the
 * worker keeps up, not once per page. Each build is handed over as it ends, the newest last;
 * but once the list is whole (complete, or failed and so growing no more), a build of a part
 * of it still running is stopped rather than finished: nobody waits for it, everybody for the
 * whole list's.
 * The store is read on the asking thread (a snapshot of its entries); the worker reads only
 * the snapshot.
 */
class CatalogIndexer final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CatalogIndexer)

public:
    explicit CatalogIndexer(QObject *parent = nullptr);
    ~CatalogIndexer() override;

    /// Indexes the store's models as they are now (with its accelerators, for "fits on", when
    /// `fits`), or its data sets.
    void indexModels(const CatalogStore &store, bool fits = true);
    void indexDatasets(const CatalogStore &store);
    /// Drops what is being built (stopped) or waits: nothing asked before is handed over (the
    /// list it read is another session's).
    void drop();
    /// Whether a build is running (and perhaps another waiting).
    bool busy() const { return m_running; }

Q_SIGNALS:
    /// An index asked for is built (the newest last); `list`: the store's list it was built
    /// from (kept alive, so that it can be compared with the store's list now: a new listing
    /// is another list, and the index's entry numbers are not its); `msecs`: its time on the
    /// worker.
    void ready(std::shared_ptr<client::CatalogIndex> index,
               std::shared_ptr<const void> list,
               qint64 msecs);

private:
    struct Built
    {
        std::shared_ptr<CatalogIndex> index;
        std::shared_ptr<const void> list;
    };
    /// Empty `index` when stopped.
    using Job = std::function<Built(std::stop_token)>;
    struct Mailbox;
    /// `whole`: the list the job reads grows no more (a running build of a part is stopped).
    void request(Job job, bool whole);
    void start(Job job);
    void finished(Built built, qint64 msecs, quint64 epoch);

    std::shared_ptr<Mailbox> m_mailbox;
    quint64 m_epoch = 0; ///< drop() counts; a build of an earlier epoch is not handed over
    std::optional<Job> m_waiting;
    bool m_running = false;
    std::stop_source m_stop; ///< of the running build
};

} // namespace polychip::client
