// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "latestanswers.h"

#include <QPointer>
#include <QTimer>
#include <QWidget>

#include <cstdint>
#include <string>

class QCheckBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QToolButton;

namespace polychip::client {
class ApiClient;
}

namespace polychip::api {
struct LogPage;
}

namespace polychip::ui {

/**
 * An instance's training log: read with GET .../logs from the last line seen, every two
 * seconds while "Follow" is on and the view is shown; a find field (Enter: next match) that
 * highlights every match; Copy of the selection or of the whole log. At most kMaxLines lines
 * are kept, the oldest dropped first.
 */
class InstanceLogView final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(InstanceLogView)

public:
    static constexpr int kMaxLines = 10'000;
    static constexpr int kPollMs = 2'000;
    /// Highlights drawn at most (the count of matches is exact).
    static constexpr int kMaxHighlights = 2'000;

    explicit InstanceLogView(QWidget *parent = nullptr);
    ~InstanceLogView() override;

    /// The client to read logs with (null: none). It must outlive this view, or be reset.
    void setClient(client::ApiClient *client);
    /// The instance whose log to show (empty: none); the log starts over.
    void setInstance(const std::string &id);

    int lineCount() const;
    bool following() const;
    /// The line the next read starts at.
    std::int64_t nextLine() const { return m_nextLine; }
    /// Whether a read is under way or due (false once hidden, unfollowed or cleared).
    bool polling() const { return m_inFlight || m_timer.isActive(); }

Q_SIGNALS:
    /// Emitted with a translated message for the page (a copy done, a read that failed).
    void message(const QString &text, bool error);

protected:
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void poll();
    void onPage(const api::LogPage &page);
    void scheduleNext();
    void highlight();
    void findNext(bool backward = false);
    void copy();

    QPointer<client::ApiClient> m_client;
    std::string m_id;
    std::int64_t m_nextLine = 1;
    client::LatestAnswers m_answers; ///< of the current instance: older answers are dropped
    bool m_inFlight = false;
    bool m_failed = false;
    int m_matches = 0;
    QTimer m_timer;
    QCheckBox *m_follow = nullptr;
    QLineEdit *m_search = nullptr;
    QToolButton *m_previous = nullptr;
    QToolButton *m_next = nullptr;
    QLabel *m_matchLabel = nullptr;
    QLabel *m_status = nullptr;
    QPushButton *m_copy = nullptr;
    QPlainTextEdit *m_text = nullptr;
};

} // namespace polychip::ui
