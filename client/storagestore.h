// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "api/types.h"
#include "idmap.h"

#include <QObject>

namespace polychip::client {

/**
 * The account's snapshots and volumes as the platform last said. Written by the Session (lists,
 * then `snapshot.*` and `volume.*` events); read by the storage tab, the wizard's data step and
 * the switch dialog. Lives on the GUI thread.
 */
class StorageStore final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(StorageStore)

public:
    using QObject::QObject;

    const IdMap<api::Snapshot> &snapshots() const { return m_snapshots; }
    const IdMap<api::Volume> &volumes() const { return m_volumes; }
    const api::Snapshot *snapshot(const std::string &id) const { return m_snapshots.find(id); }
    const api::Volume *volume(const std::string &id) const { return m_volumes.find(id); }
    /// The newest of these snapshots, of the ready ones only if `readyOnly` (null: none).
    const api::Snapshot *newest(const std::vector<std::string> &ids, bool readyOnly) const;

    // Written by the Session; each emits changed().
    void replaceSnapshots(std::vector<api::Snapshot> snapshots);
    void replaceVolumes(std::vector<api::Volume> volumes);
    void put(api::Snapshot snapshot);
    void put(api::Volume volume);
    void removeSnapshot(const std::string &id);
    void removeVolume(const std::string &id);

Q_SIGNALS:
    /// A snapshot or volume appeared, changed or went.
    void changed();

private:
    IdMap<api::Snapshot> m_snapshots;
    IdMap<api::Volume> m_volumes;
};

} // namespace polychip::client
