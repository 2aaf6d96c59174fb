// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "api/types.h"

#include <QAbstractItemView>
#include <QPointer>
#include <QScrollArea>

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

class QBoxLayout;
class QGroupBox;
class QLabel;
class QPushButton;
class QTableWidget;

namespace polychip::client {
class ApiClient;
class Session;
} // namespace polychip::client

namespace polychip::ui {

class ScheduleEditor;

/**
 * The details pane's Settings tab: the instance's labels, auto-sleep and scheduled stop (a
 * ScheduleEditor), edited in a form and saved with one PATCH (Apply) against the revision the
 * form was loaded from. The form follows the server while it is untouched; while the user edits
 * it keeps the edits, and a change of the settings underneath them makes Apply fail (412) rather
 * than overwrite.
 */
class DetailsSettingsTab final : public QScrollArea
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DetailsSettingsTab)

public:
    explicit DetailsSettingsTab(QWidget *parent = nullptr);
    ~DetailsSettingsTab() override;

    /// Both may be null (no connection). The ApiClient outlives the Session.
    void setSession(client::ApiClient *client, client::Session *session);
    /// The instance to edit (empty: none); the form is loaded at the next reload().
    void setInstance(const std::string &id);
    /// Lays the form out for the details pane's size: labels beside the policies when wide.
    void setPaneSize(const QSize &size);

    /// Whether the form was loaded from the instance since setInstance().
    bool isLoaded() const { return m_baselineRevision >= 0; }
    /// Shows the instance's settings as the Session has them, dropping any edits.
    void reload();

Q_SIGNALS:
    /// Emitted with a translated message for the page (settings saved, an edit refused).
    void message(const QString &text, bool error);

protected:
    void changeEvent(QEvent *event) override;

private:
    /// What the form shows, as precise as the form shows it (the runtime in whole minutes),
    /// to tell edits from the baseline.
    struct Form
    {
        std::vector<std::pair<QString, QString>> labels; ///< sorted, blank rows left out
        bool sleepEnabled = false;
        double sleepBelowPct = 0;
        std::int64_t sleepForMinutes = 0;
        std::optional<std::int64_t> stopAt; ///< Unix seconds
        std::optional<std::int64_t> maxRuntimeS;
        bool checkpoint = true;
        bool operator==(const Form &) const = default;
    };
    /// The server's settings the form was loaded from.
    struct Settings
    {
        api::Labels labels;
        api::AutoSleep autoSleep;
        api::Schedule schedule;
    };

    void retranslate();
    const api::Instance *instance() const;
    void onInstanceChanged(const std::string &id, unsigned changes);
    /// Takes the server's settings into the form, or only its revision while the user edits.
    void followServer(const api::Instance &i);
    Form formFromWidgets() const;
    /// The form from `i`; `whole` says whether `i` carries the full view (else the store says).
    void loadForm(const api::Instance &i, std::optional<bool> whole = std::nullopt);
    void addLabelRow(const QString &key, const QString &value);
    void addLabel();
    void removeLabels();
    bool formDirty() const;
    void updateApplyState();
    void applySettings();

    QPointer<client::ApiClient> m_client;
    QPointer<client::Session> m_session;
    std::string m_id;

    Settings m_baselineSettings;
    Form m_baseline;
    std::int64_t m_baselineRevision = -1;
    /// The baseline had the instance's whole record (lists carry only the basic view: until
    /// the details arrive, auto-sleep and the schedule are unknown and not editable).
    bool m_baselineComplete = false;
    bool m_applying = false;
    bool m_loadingForm = false;

    QBoxLayout *m_layout = nullptr;
    QGroupBox *m_labelsBox = nullptr;
    QTableWidget *m_labels = nullptr;
    QAbstractItemView::EditTriggers m_labelEditing; ///< how labels are edited when they may be
    QPushButton *m_addLabel = nullptr;
    QPushButton *m_removeLabel = nullptr;
    ScheduleEditor *m_schedule = nullptr;
    QPushButton *m_apply = nullptr;
    QPushButton *m_revert = nullptr;
    QLabel *m_readOnly = nullptr; ///< why the settings cannot be changed by this caller
};

} // namespace polychip::ui
