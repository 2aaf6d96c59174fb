// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "api/types.h"

#include <QAbstractTableModel>

#include <optional>
#include <vector>

namespace polychip::ui {

/** The organisation's API keys as GET /v1/keys lists them, one row a key: the member, role,
 *  key id, when it was made, when it expires (expired keys in red), when it was last used and
 *  the secret's last characters. */
class KeyTableModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(KeyTableModel)

public:
    enum Column { Member, Role, Key, Created, Expires, LastUsed, Secret, ColumnCount };

    explicit KeyTableModel(QObject *parent = nullptr);

    void setKeys(std::vector<api::ApiKey> keys);
    /// The platform's time now: what has expired by it shows so.
    void setNow(std::optional<std::int64_t> now);
    const std::vector<api::ApiKey> &keys() const { return m_keys; }
    const api::ApiKey *keyAt(int row) const;
    int rowOf(const std::string &keyId) const;
    bool expired(const api::ApiKey &key) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    std::vector<api::ApiKey> m_keys;
    std::optional<std::int64_t> m_now;
};

} // namespace polychip::ui
