// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "storagestore.h"

namespace polychip::client {

const api::Snapshot *StorageStore::newest(const std::vector<std::string> &ids, bool readyOnly) const
{
    const api::Snapshot *best = nullptr;
    for (const auto &id : ids) {
        const api::Snapshot *s = m_snapshots.find(id);
        if (s && (!readyOnly || s->state == api::SnapshotState::Ready)
            && (!best || s->createdAt >= best->createdAt))
            best = s;
    }
    return best;
}

void StorageStore::replaceSnapshots(std::vector<api::Snapshot> snapshots)
{
    m_snapshots.replace(std::move(snapshots));
    Q_EMIT changed();
}

void StorageStore::replaceVolumes(std::vector<api::Volume> volumes)
{
    m_volumes.replace(std::move(volumes));
    Q_EMIT changed();
}

void StorageStore::put(api::Snapshot snapshot)
{
    m_snapshots.put(std::move(snapshot));
    Q_EMIT changed();
}

void StorageStore::put(api::Volume volume)
{
    m_volumes.put(std::move(volume));
    Q_EMIT changed();
}

void StorageStore::removeSnapshot(const std::string &id)
{
    if (m_snapshots.erase(id))
        Q_EMIT changed();
}

void StorageStore::removeVolume(const std::string &id)
{
    if (m_volumes.erase(id))
        Q_EMIT changed();
}

} // namespace polychip::client
