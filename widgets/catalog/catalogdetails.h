// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "catalogindex.h"
#include "catalogtablemodel.h"

#include <QWidget>

#include <string>
#include <vector>

class QFormLayout;
class QLabel;
class QMenu;
class QTableView;
class QToolButton;

namespace polychip::client {
class ApiClient;
class Session;
} // namespace polychip::client

namespace polychip::ui {

class Quoter;
class QuoteTableModel;

/**
 * The details of one catalogue entry: its facts, the templates that use it, and for a model
 * where it fits with the price per hour and the estimated tokens/s (one quote, for the entry
 * shown only: a template of the chosen workload with this model, placed "auto"). Its buttons
 * ask for the launch wizard prefilled: "Fine-tune with template…" and "Serve…" for models,
 * "Use in a new instance…" for data sets; "Mount to instance…" asks to mount a data set on an
 * instance that exists (mountRequested()).
 */
class CatalogDetails final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CatalogDetails)

public:
    CatalogDetails(CatalogKind kind, QWidget *parent = nullptr);

    void setSession(client::ApiClient *client, client::Session *session);
    /// The entry shown (nullptr: none; the pane says to choose one).
    void showModel(const api::Model *model, client::FitWorkload workload);
    void showDataset(const api::Dataset *dataset);
    const Quoter &quoter() const { return *m_quoter; }

    /// The templates of `kinds` in the catalogue, the ones with this model's family first.
    static std::vector<const api::Template *>
    templatesFor(const client::Session *session,
                 std::initializer_list<api::WorkloadKind> kinds,
                 const std::string &family = {});
    /// The same for a model: its family's first, and those that keep its precision first.
    static std::vector<const api::Template *>
    templatesFor(const client::Session *session,
                 std::initializer_list<api::WorkloadKind> kinds,
                 const api::Model &model);

Q_SIGNALS:
    /// The user asked for the wizard: on this template (may be empty), with this model (may be
    /// empty) and these data sets.
    void launchRequested(const std::string &templateId,
                         const std::string &modelId,
                         const std::vector<std::string> &datasetIds);
    /// The user asked to mount this data set on an instance that exists.
    void mountRequested(const std::string &datasetId);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void refill();
    /// Mounting is an action on an instance: enabled when the caller may act on instances.
    void updateMount();
    void fillMenu(QMenu *menu, std::initializer_list<api::WorkloadKind> kinds);
    void onQuote();
    QLabel *addFact(const QString &objectName);

    const CatalogKind m_kind;
    client::ApiClient *m_client = nullptr;
    client::Session *m_session = nullptr;
    std::string m_id; ///< the entry shown
    client::FitWorkload m_workload = client::FitWorkload::Inference;
    QLabel *m_title;
    QLabel *m_subtitle;
    QLabel *m_placeholder;
    QWidget *m_body;
    QFormLayout *m_facts;
    std::vector<std::pair<QLabel *, QLabel *>> m_factRows; ///< (label, value)
    QLabel *m_templatesTitle;
    QLabel *m_templates;
    QLabel *m_fitTitle;
    QLabel *m_fitStatus;
    QTableView *m_fitTable;
    QToolButton *m_finetune;
    QToolButton *m_serve;
    QToolButton *m_use;
    QToolButton *m_mount;
    Quoter *m_quoter;
    QuoteTableModel *m_quoteModel;
};

} // namespace polychip::ui
