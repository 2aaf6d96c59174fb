// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "keytablemodel.h"

#include "kit/colors.h"
#include "kit/displaytext.h"

#include <algorithm>

namespace polychip::ui {

KeyTableModel::KeyTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

void KeyTableModel::setKeys(std::vector<api::ApiKey> keys)
{
    beginResetModel();
    m_keys = std::move(keys);
    endResetModel();
}

void KeyTableModel::setNow(std::optional<std::int64_t> now)
{
    if (now == m_now)
        return;
    m_now = now;
    if (!m_keys.empty())
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

const api::ApiKey *KeyTableModel::keyAt(int row) const
{
    return row >= 0 && row < rowCount() ? &m_keys[std::size_t(row)] : nullptr;
}

int KeyTableModel::rowOf(const std::string &keyId) const
{
    const auto it = std::find_if(m_keys.begin(), m_keys.end(),
                                 [&](const api::ApiKey &k) { return k.id == keyId; });
    return it == m_keys.end() ? -1 : int(it - m_keys.begin());
}

bool KeyTableModel::expired(const api::ApiKey &key) const
{
    return key.expiresAt && m_now && key.expiresAt->unixSeconds <= *m_now;
}

int KeyTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_keys.size());
}

int KeyTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant KeyTableModel::data(const QModelIndex &index, int role) const
{
    const api::ApiKey *k = keyAt(index.row());
    if (!k)
        return {};
    if (role == Qt::ForegroundRole && index.column() == Expires && expired(*k))
        return textColor(TextTone::Error);
    if (role == Qt::ToolTipRole && index.column() == Member)
        return tr("Member %1").arg(QString::fromStdString(k->userId));
    if (role != Qt::DisplayRole)
        return {};
    switch (Column(index.column())) {
    case Member:
        return QString::fromStdString(k->label);
    case Role:
        return roleText(k->role);
    case Key:
        return QString::fromStdString(k->id);
    case Created:
        return formatMoment(k->createdAt.unixSeconds);
    case Expires:
        if (!k->expiresAt)
            return tr("never");
        return expired(*k) ? tr("expired %1").arg(formatMoment(k->expiresAt->unixSeconds))
                           : formatMoment(k->expiresAt->unixSeconds);
    case LastUsed:
        return k->lastUsedAt ? formatMoment(k->lastUsedAt->unixSeconds) : tr("not yet");
    case Secret:
        return QStringLiteral("…%1").arg(QString::fromStdString(k->secretHint));
    case ColumnCount:
        break;
    }
    return {};
}

QVariant KeyTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (Column(section)) {
    case Member:
        return tr("Member");
    case Role:
        return tr("Role");
    case Key:
        return tr("Key");
    case Created:
        return tr("Created");
    case Expires:
        return tr("Expires");
    case LastUsed:
        return tr("Last used");
    case Secret:
        return tr("Secret");
    case ColumnCount:
        break;
    }
    return {};
}

} // namespace polychip::ui
