// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "api/apierror.h"
#include "api/types.h"

#include <QObject>
#include <QTimer>

#include <optional>

namespace polychip::client {
class ApiClient;
}

namespace polychip::ui {

/**
 * Asks the platform for a quote of a launch spec while the user edits it: a change waits for a
 * short pause in the typing (debounce) before one POST /v1/quotes goes out, and an answer to a
 * spec that has changed since is dropped, so the figures on screen always belong to the spec
 * on screen.
 */
class Quoter final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(Quoter)

public:
    explicit Quoter(QObject *parent = nullptr);

    void setClient(client::ApiClient *client);
    /// The pause after the last change before the quote is asked for (default 300 ms).
    void setDelay(int ms);
    /// Whether its quotes are the console's own (figures shown unasked: client::ops::asPrefetch),
    /// rather than ones the person asks for by editing a launch. Default false.
    void setPrefetch(bool prefetch) { m_prefetch = prefetch; }
    /// Quotes `spec` after the pause; the previous answer is no longer current.
    void request(const api::LaunchSpec &spec);
    /// Quotes the current spec again now (after a failure, or when the catalog changed).
    void requestNow();

    bool busy() const { return m_busy; }
    const std::optional<api::Quote> &quote() const { return m_quote; }
    const std::optional<api::ApiError> &error() const { return m_error; }
    const std::optional<api::LaunchSpec> &spec() const { return m_spec; }

Q_SIGNALS:
    /** Emitted when a quote request goes out or its answer arrives. */
    void busyChanged(bool busy);
    /** Emitted when the quote of the current spec arrived (quote()) or failed (error()). */
    void updated();

private:
    void send();

    client::ApiClient *m_client = nullptr;
    QTimer m_debounce;
    std::optional<api::LaunchSpec> m_spec;
    std::optional<api::Quote> m_quote;
    std::optional<api::ApiError> m_error;
    std::uint64_t m_sequence = 0;
    bool m_busy = false;
    bool m_prefetch = false;
};

} // namespace polychip::ui
