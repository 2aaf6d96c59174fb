// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "launchplan.h"

#include "api/types.h"

#include <QWizard>

#include <deque>
#include <optional>
#include <string>
#include <vector>

namespace polychip::client {
class ApiClient;
class Session;
} // namespace polychip::client

namespace polychip::ui {

class Quoter;

/// How the placement step chooses the accelerators (the rule: client::quoteSpec()).
using PlacementMode = client::PlacementMode;

/**
 * The launch wizard: template → placement → data → schedule & idle policy → review → launch.
 * The steps edit one draft launch spec held here; the placement step keeps a live quote of it.
 * Launch sends one POST /v1/instances with an Idempotency-Key that stays the same while the
 * spec does (a second click after a lost answer cannot launch twice), follows the launch
 * operation's stages and emits launched() when the instance runs (or when the user leaves it
 * to run in the background).
 */
class LaunchWizard final : public QWizard
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LaunchWizard)

public:
    enum StepId {
        TemplateStepId,
        PlacementStepId,
        DataStepId,
        ScheduleStepId,
        ReviewStepId,
        ProgressStepId
    };

    LaunchWizard(client::ApiClient &client, client::Session &session, QWidget *parent = nullptr);
    ~LaunchWizard() override;

    /// Prefills from a template (its defaults everywhere); empty: a blank instance.
    void useTemplate(const std::string &templateId);
    /// Prefills from a snapshot: its instance's template and placement, starting from it.
    void useSnapshot(const std::string &snapshotId);

    client::ApiClient &client() const { return m_client; }
    client::Session &session() const { return m_session; }
    Quoter &quoter() const { return *m_quoter; }

    /// The draft as the steps left it (placement as chosen: "auto" or cu_per_hour possible).
    api::LaunchSpec &draft() { return m_draft; }
    PlacementMode placementMode() const { return m_mode; }
    void setPlacementMode(PlacementMode mode) { m_mode = mode; }
    /// The spec to quote: the draft with the placement mode applied.
    api::LaunchSpec quoteSpec() const;
    /// The spec to launch: the draft placed exactly where the current quote puts it.
    std::optional<api::LaunchSpec> launchSpec() const;
    const api::Template *chosenTemplate() const;

    /// A volume to create before the launch (name, GiB); nullopt for none.
    std::optional<api::VolumeCreate> &newVolume() { return m_newVolume; }

    /// The catalog lists the steps offer (loaded once, when the wizard opens).
    const std::deque<api::Model> &models() const;
    const std::deque<api::Dataset> &datasets() const;
    const std::vector<api::Image> &images() const;
    /// Whether the model and data set lists are in (or stopped short: catalogError()).
    bool catalogLoaded() const;
    QString catalogError() const;

    /// The step a field of the spec is edited on (for "the platform refused field X").
    static StepId stepOfField(const std::string &field);
    /// The translated name of a spec field as the steps label it.
    static QString fieldLabel(const std::string &field);
    /// Goes back to an earlier step (to fix what the platform refused).
    void goBackTo(StepId step);
    /// The connection is going away: stop asking and close.
    void abandon();
    /// While a launch request is on its way the wizard cannot be cancelled (its answer would
    /// be lost, and the launch may have happened).
    void setSending(bool sending);
    void reject() override;

Q_SIGNALS:
    /** Emitted when the model, dataset and image lists arrived (or failed: catalogError()). */
    void catalogChanged();
    /** Emitted when the wizard is done with a launched instance: show it. */
    void launched(const std::string &instanceId);
    /** Emitted when the draft changed in a way every later step must see (template, placement). */
    void draftChanged();

private:
    void loadCatalog();
    void retranslate();
    void changeEvent(QEvent *event) override;

    client::ApiClient &m_client;
    client::Session &m_session;
    Quoter *m_quoter = nullptr;
    api::LaunchSpec m_draft;
    PlacementMode m_mode = PlacementMode::Manual;
    std::optional<api::VolumeCreate> m_newVolume;
    bool m_catalogSettled = false; ///< catalogLoaded() when last looked at
    std::string m_autoName;        ///< the name made up for the template, replaced with it
    api::Labels m_templateLabels;  ///< the labels the template added, replaced with it
    bool m_sending = false;
};

} // namespace polychip::ui
