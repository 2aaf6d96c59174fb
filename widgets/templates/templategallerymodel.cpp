// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "templategallerymodel.h"

#include "apiclient.h"
#include "kit/displaytext.h"
#include "operations.h"
#include "session.h"

#include <algorithm>

namespace polychip::ui {

TemplateGalleryModel::TemplateGalleryModel(QObject *parent)
    : QAbstractListModel(parent)
{}

void TemplateGalleryModel::setSession(client::ApiClient *client, client::Session *session)
{
    if (m_session)
        m_session->disconnectReceiver(this);
    m_client = client;
    m_session = session;
    if (session) {
        connect(&session->catalog(), &client::CatalogStore::changed, this,
                &TemplateGalleryModel::reload);
        connect(&session->instances(), &client::InstanceStore::replaced, this, [this] {
            if (m_templates.empty())
                reload();
        });
    }
    reload();
}

void TemplateGalleryModel::reload()
{
    beginResetModel();
    m_templates = m_session ? m_session->catalog().templates() : std::vector<api::Template>{};
    m_prices.clear();
    endResetModel();
    if (!m_client || !m_session)
        return;
    m_currency = QString::fromStdString(m_session->billing().currency());
    for (const auto &t : m_templates) {
        api::LaunchSpec spec;
        spec.name = t.id;
        spec.templateId = t.id;
        // The cards' prices are the console's own doing, not a quote the person asked for.
        m_client->call(client::ops::asPrefetch(client::ops::createQuote(spec)), this,
                       [this, id = t.id](api::Result<api::Quote> r) {
                           const auto it = std::find_if(m_templates.begin(), m_templates.end(),
                                                        [&](const auto &x) { return x.id == id; });
                           if (!r || it == m_templates.end())
                               return;
                           const auto price = fromPrice(*it, r.value());
                           if (!price)
                               return;
                           m_prices[id] = *price;
                           m_currency = QString::fromStdString(r.value().currency);
                           const QModelIndex index
                               = this->index(int(std::distance(m_templates.begin(), it)));
                           Q_EMIT dataChanged(index, index, {FromPriceRole, CurrencyRole});
                       });
    }
}

std::optional<std::int64_t> TemplateGalleryModel::fromPrice(const api::Template &t,
                                                            const api::Quote &quote)
{
    const auto allowed = [&t](const api::QuoteOption &o) {
        return std::any_of(
            t.backends.begin(), t.backends.end(), [&](const api::TemplateBackend &b) {
                return b.backend == o.backend
                       && std::find(b.accelerators.begin(), b.accelerators.end(), o.accelerator)
                              != b.accelerators.end()
                       && std::find(b.counts.begin(), b.counts.end(), o.count) != b.counts.end();
            });
    };
    std::optional<std::int64_t> best;
    const auto consider = [&](const api::QuoteOption &o) {
        if (o.memoryFit.fits && allowed(o) && (!best || o.pricePerHourMicros < *best))
            best = o.pricePerHourMicros;
    };
    consider(quote.placement);
    for (const auto &o : quote.alternatives)
        consider(o);
    return best;
}

int TemplateGalleryModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_templates.size());
}

QVariant TemplateGalleryModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const api::Template &t = m_templates[std::size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole:
    case NameRole:
        return QString::fromStdString(t.name);
    case Qt::ToolTipRole:
        return QString::fromStdString(t.description);
    case IdRole:
        return QString::fromStdString(t.id);
    case KindRole:
        return workloadKindText(t.kind);
    case ModelRole:
        return QString::fromStdString(t.modelId.value_or(std::string()));
    case BackendsRole: {
        QVariantList list;
        for (const auto &b : t.backends)
            list << int(b.backend);
        return list;
    }
    case FromPriceRole: {
        const auto it = m_prices.find(t.id);
        return it == m_prices.end() ? qlonglong(-1) : qlonglong(it->second);
    }
    case CurrencyRole:
        return m_currency;
    case SearchRole: {
        QStringList words{QString::fromStdString(t.name), QString::fromStdString(t.description),
                          workloadKindText(t.kind),
                          QString::fromStdString(t.modelId.value_or(std::string()))};
        for (const auto &b : t.backends)
            words << backendText(b.backend);
        return words.join(QLatin1Char(' '));
    }
    default:
        return {};
    }
}

} // namespace polychip::ui
