// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "api/types.h"

#include <QAbstractListModel>

#include <map>
#include <vector>

namespace polychip::client {
class ApiClient;
class Session;
} // namespace polychip::client

namespace polychip::ui {

/**
 * The templates of the Session as gallery cards: name, workload kind, model, the backends it
 * supports, and "from ¥x/h", the cheapest price among the placements the template allows that
 * fit, from one quote per template (asked when the catalog arrives or changes).
 */
class TemplateGalleryModel final : public QAbstractListModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TemplateGalleryModel)

public:
    enum Role {
        IdRole = Qt::UserRole + 1,
        NameRole,
        KindRole,      ///< translated workload kind
        ModelRole,     ///< model id, or empty
        BackendsRole,  ///< QVariantList of int(api::Backend)
        FromPriceRole, ///< qlonglong micro-units per hour, or -1 while not known
        CurrencyRole,
        SearchRole ///< all the text a search matches against
    };

    explicit TemplateGalleryModel(QObject *parent = nullptr);

    void setSession(client::ApiClient *client, client::Session *session);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

    /// The lowest price among `quote`'s placement and alternatives that `t` allows and that fit.
    static std::optional<std::int64_t> fromPrice(const api::Template &t, const api::Quote &quote);

private:
    void reload();

    client::ApiClient *m_client = nullptr;
    client::Session *m_session = nullptr;
    std::vector<api::Template> m_templates;
    std::map<std::string, std::int64_t> m_prices;
    QString m_currency = QStringLiteral("CNY");
};

} // namespace polychip::ui
