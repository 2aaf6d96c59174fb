// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "errortext.h"

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>
#include <array>
#include <string_view>

namespace polychip::ui {

namespace {

/** The wording of one API error code: `specific` quotes the server's message as %1 (nullptr
 *  where the message adds nothing a user needs), `plain` stands alone. */
struct Wording
{
    std::string_view code;
    const char *specific;
    const char *plain;
};

// Every code of the error table in docs/api/openapi.yaml (tst_errortext checks that none is
// missing), plus the codes an asynchronous failure leaves in an operation's error. Codes with
// a wording that depends on more than the message (UNAUTHENTICATED, QUOTA_EXCEEDED,
// RATE_LIMITED, INTERNAL, UNAVAILABLE) are handled in apiText() before this table.
constexpr std::array kWordings{
    Wording{"INVALID_ARGUMENT", QT_TRANSLATE_NOOP("ErrorText", "The request was not valid: %1"),
            QT_TRANSLATE_NOOP("ErrorText", "The request was not valid.")},
    Wording{"PERMISSION_DENIED",
            QT_TRANSLATE_NOOP("ErrorText", "Your role does not allow this: %1"),
            QT_TRANSLATE_NOOP("ErrorText", "Your role does not allow this.")},
    Wording{"POLICY_VIOLATION",
            QT_TRANSLATE_NOOP("ErrorText", "The organisation's policies do not allow this: %1"),
            QT_TRANSLATE_NOOP("ErrorText", "The organisation's policies do not allow this.")},
    Wording{"NOT_FOUND", QT_TRANSLATE_NOOP("ErrorText", "Not found; it may have been deleted: %1"),
            QT_TRANSLATE_NOOP("ErrorText", "Not found; it may have been deleted.")},
    Wording{"CONFLICT", QT_TRANSLATE_NOOP("ErrorText", "Not possible in the current state: %1"),
            QT_TRANSLATE_NOOP("ErrorText",
                              "Not possible in the current state; another action "
                              "may still be running. Try again when it has ended.")},
    Wording{"FAILED_PRECONDITION", nullptr,
            QT_TRANSLATE_NOOP("ErrorText",
                              "This was changed elsewhere in the meantime, so "
                              "nothing was saved. Reload it and try again.")},
    Wording{"PAYLOAD_TOO_LARGE", nullptr,
            QT_TRANSLATE_NOOP("ErrorText",
                              "The request is too large for the platform (more than 1 MiB).")},
    Wording{"IDEMPOTENCY_MISMATCH", nullptr,
            QT_TRANSLATE_NOOP("ErrorText",
                              "A repeated request did not match its first attempt, "
                              "so nothing was done. Try again.")},
    Wording{"INSUFFICIENT_FUNDS", nullptr,
            QT_TRANSLATE_NOOP("ErrorText",
                              "Your credit and balance are used up. Add funds to continue.")},
    Wording{"CAPACITY_EXHAUSTED",
            QT_TRANSLATE_NOOP("ErrorText",
                              "No chips are free for this: %1. Choose another "
                              "accelerator, or let the launch wait for capacity."),
            QT_TRANSLATE_NOOP("ErrorText",
                              "No chips are free for this. Choose another "
                              "accelerator, or let the launch wait for capacity.")},
    Wording{"OUT_OF_MEMORY",
            QT_TRANSLATE_NOOP("ErrorText",
                              "The workload does not fit the chosen chips, even with "
                              "CPU offload: %1. Choose more chips or chips with "
                              "more memory."),
            QT_TRANSLATE_NOOP("ErrorText",
                              "The workload does not fit the chosen chips, even with "
                              "CPU offload. Choose more chips or chips with more "
                              "memory.")},
    Wording{"BUDGET_UNREACHABLE",
            QT_TRANSLATE_NOOP("ErrorText",
                              "No placement reaches the token budget within the longest "
                              "runtime: %1. Give a smaller budget, or choose the placement."),
            QT_TRANSLATE_NOOP("ErrorText",
                              "No placement reaches the token budget within the longest "
                              "runtime. Give a smaller budget, or choose the placement.")},
    Wording{"PREEMPTED",
            QT_TRANSLATE_NOOP("ErrorText", "The platform took back the chips of this instance: %1"),
            QT_TRANSLATE_NOOP("ErrorText", "The platform took back the chips of this instance.")},
    // A mutation the platform could not make durable: it may still take effect once storage
    // returns, which a retry with the same Idempotency-Key (as the console sends) finds out.
    Wording{"STORAGE_FULL",
            QT_TRANSLATE_NOOP("ErrorText",
                              "The platform cannot save changes now: its disk is full. Try "
                              "again later; everything can still be read. (%1)"),
            QT_TRANSLATE_NOOP("ErrorText",
                              "The platform cannot save changes now: its disk is full. Try "
                              "again later; everything can still be read.")},
    Wording{"STORAGE_READ_ONLY",
            QT_TRANSLATE_NOOP("ErrorText",
                              "The platform cannot save changes now: its storage is read-only. "
                              "Try again later; everything can still be read. (%1)"),
            QT_TRANSLATE_NOOP("ErrorText",
                              "The platform cannot save changes now: its storage is read-only. "
                              "Try again later; everything can still be read.")},
    Wording{"STORAGE_FAILED",
            QT_TRANSLATE_NOOP("ErrorText",
                              "The platform cannot save changes now: its storage is failing. "
                              "Try again later; everything can still be read. (%1)"),
            QT_TRANSLATE_NOOP("ErrorText",
                              "The platform cannot save changes now: its storage is failing. "
                              "Try again later; everything can still be read.")},
};

/** details.reason of an UNAUTHENTICATED answer (carried in ApiError::field). */
constexpr std::array kAuthWordings{
    Wording{"TIMESTAMP_SKEW",
            QT_TRANSLATE_NOOP("ErrorText",
                              "This computer's clock is more than 5 minutes away "
                              "from the platform's: %1. Correct the system time and "
                              "try again."),
            QT_TRANSLATE_NOOP("ErrorText",
                              "This computer's clock is more than 5 minutes away "
                              "from the platform's. Correct the system time and try "
                              "again.")},
    Wording{"REPLAY", nullptr,
            QT_TRANSLATE_NOOP("ErrorText",
                              "The platform refused a request signed twice with the "
                              "same signature. Try again.")},
    Wording{
        "MISSING_KEY", nullptr,
        QT_TRANSLATE_NOOP("ErrorText", "No API key is set. Enter one in the connection settings.")},
    Wording{"UNKNOWN_KEY", nullptr,
            QT_TRANSLATE_NOOP("ErrorText",
                              "The platform does not know this API key. Check the "
                              "key id in the connection settings.")},
    Wording{"BAD_SIGNATURE", nullptr,
            QT_TRANSLATE_NOOP("ErrorText",
                              "The API key's secret does not match. Check the "
                              "secret in the connection settings.")},
};

/** A network failure the client could name (ApiError::code, api/apierror.h): what is wrong
 *  and what to do. `atAddress` names the host:port as %1 (nullptr: the sentence needs none),
 *  `plain` stands alone (nullptr: without an address there is nothing more specific to say
 *  than curl's words). curl's words stay in errorDetails(). */
struct NetworkWording
{
    std::string_view code;
    const char *atAddress;
    const char *plain;
    bool hostOnly = false; ///< %1 is the host without the port (a name is for a host)
};

constexpr std::array kNetworkWordings{
    NetworkWording{"TIMEOUT",
                   QT_TRANSLATE_NOOP("ErrorText",
                                     "%1 did not answer in time. Check this computer's network "
                                     "connection and the base URL, then try again."),
                   nullptr},
    NetworkWording{"CONNECTION_REFUSED",
                   QT_TRANSLATE_NOOP("ErrorText",
                                     "Nothing listens on %1. Check the port in the base URL, and "
                                     "that the platform (or the simulator) is running there."),
                   nullptr},
    NetworkWording{"CONNECT_FAILED",
                   QT_TRANSLATE_NOOP("ErrorText",
                                     "Cannot connect to %1. Check this computer's network "
                                     "connection and the base URL."),
                   nullptr},
    NetworkWording{"HOST_NOT_FOUND",
                   QT_TRANSLATE_NOOP("ErrorText",
                                     "No host named %1 is found. Check the host name in the base "
                                     "URL and this computer's network connection."),
                   nullptr, true},
    NetworkWording{"PROXY_NOT_FOUND",
                   QT_TRANSLATE_NOOP("ErrorText",
                                     "The proxy's host %1 is not found. Check the proxy in the "
                                     "connection profile."),
                   nullptr, true},
    NetworkWording{"PROXY_CONNECT_FAILED",
                   QT_TRANSLATE_NOOP("ErrorText",
                                     "Cannot connect to the proxy %1. Check the proxy in the "
                                     "connection profile, and that it is running."),
                   nullptr},
    NetworkWording{"HTTPS_EXPECTED",
                   QT_TRANSLATE_NOOP("ErrorText",
                                     "%1 closed the connection without answering plain http://, "
                                     "as a server that speaks HTTPS does. Use https:// in the "
                                     "base URL."),
                   nullptr},
    NetworkWording{"TLS_FAILED",
                   QT_TRANSLATE_NOOP("ErrorText",
                                     "No secure (TLS) connection could be set up with %1. Check "
                                     "that the server speaks HTTPS on this port."),
                   nullptr},
    NetworkWording{"TLS_UNTRUSTED", nullptr,
                   QT_TRANSLATE_NOOP("ErrorText",
                                     "The platform's certificate is not trusted: no certificate "
                                     "authority known to this computer signed it. Set the CA "
                                     "bundle of the platform's certificate authority in the "
                                     "connection profile.")},
    NetworkWording{"TLS_NAME_MISMATCH",
                   QT_TRANSLATE_NOOP("ErrorText",
                                     "The platform's certificate is not for %1. Use the host "
                                     "name the certificate is for in the base URL."),
                   QT_TRANSLATE_NOOP("ErrorText",
                                     "The platform's certificate is not for the host name in "
                                     "the base URL. Use the name the certificate is for."),
                   true},
    NetworkWording{"TLS_CERT_EXPIRED", nullptr,
                   QT_TRANSLATE_NOOP("ErrorText",
                                     "The platform's certificate has expired or is not valid "
                                     "yet. Check this computer's date and time; if they are "
                                     "right, the platform's certificate must be renewed.")},
    NetworkWording{"TLS_PIN_MISMATCH", nullptr,
                   QT_TRANSLATE_NOOP("ErrorText",
                                     "The platform's public key does not match the pinned "
                                     "public key of the connection profile. If the platform's "
                                     "key was replaced, update the pin in the profile; if not, "
                                     "someone may be intercepting the connection.")},
    NetworkWording{"TLS_CA_FILE_BAD", nullptr,
                   QT_TRANSLATE_NOOP("ErrorText",
                                     "The CA bundle of the connection profile holds no "
                                     "certificate the console can use. Choose a PEM file of "
                                     "certificate authorities in the profile.")},
};

QString translated(const char *text, int n = -1)
{
    return QCoreApplication::translate("ErrorText", text, nullptr, n);
}

QString fromStd(const std::string &s)
{
    return QString::fromStdString(s);
}

/** `specific` with the detail as %1, or `plain` when there is no detail to quote. */
QString withDetail(const Wording &w, const QString &detail)
{
    if (w.specific && !detail.trimmed().isEmpty())
        return translated(w.specific).arg(detail.trimmed());
    return translated(w.plain);
}

template <std::size_t N>
const Wording *find(const std::array<Wording, N> &table, std::string_view code)
{
    for (const Wording &w : table) {
        if (w.code == code)
            return &w;
    }
    return nullptr;
}

/** What a bare HTTP status means, for answers without a usable error body or code. */
QString statusText(const api::ApiError &e)
{
    const QString status = QString::number(e.httpStatus);
    switch (e.httpStatus) {
    case 0:
        return QCoreApplication::translate("ErrorText", "The platform answered with an error.");
    case 401:
        return QCoreApplication::translate("ErrorText",
                                           "The platform did not accept the API key (HTTP status "
                                           "%1). Check the key in the connection settings.")
            .arg(status);
    case 403:
        return QCoreApplication::translate("ErrorText",
                                           "Your role does not allow this (HTTP status %1).")
            .arg(status);
    case 404:
        return QCoreApplication::translate("ErrorText", "Not found (HTTP status %1).").arg(status);
    case 429:
        return QCoreApplication::translate("ErrorText",
                                           "Too many requests (HTTP status %1). Wait a moment "
                                           "and try again.")
            .arg(status);
    default:
        break;
    }
    if (e.httpStatus >= 500)
        return QCoreApplication::translate("ErrorText",
                                           "The platform is not working right now (HTTP status "
                                           "%1). Try again later.")
            .arg(status);
    return QCoreApplication::translate("ErrorText", "The platform answered with HTTP status %1.")
        .arg(status);
}

QString apiText(const api::ApiError &e)
{
    const QString message = fromStd(e.message).trimmed();
    const std::string_view code = e.code;

    if (code == "INVALID_ARGUMENT" && !e.field.empty()) {
        if (message.isEmpty())
            return QCoreApplication::translate("ErrorText", "The value of %1 is not valid.")
                .arg(fromStd(e.field));
        return QCoreApplication::translate("ErrorText", "The value of %1 is not valid: %2")
            .arg(fromStd(e.field), message);
    }
    if (code == "UNAUTHENTICATED") {
        if (const Wording *w = find(kAuthWordings, e.field))
            return withDetail(*w, message);
        if (message.isEmpty())
            return QCoreApplication::translate("ErrorText",
                                               "The platform did not accept the API key. Check "
                                               "the key and secret in the connection settings, "
                                               "and this computer's clock.");
        return QCoreApplication::translate("ErrorText",
                                           "The platform did not accept the API key: %1. Check "
                                           "the key and secret in the connection settings, and "
                                           "this computer's clock.")
            .arg(message);
    }
    if (code == "QUOTA_EXCEEDED") {
        // 429 with Retry-After: a rate quota (launches per minute); 422: a resource quota.
        if (e.httpStatus == 429 || e.retryAfterSeconds > 0) {
            const int wait = std::max(e.retryAfterSeconds, 1);
            if (message.isEmpty())
                return QCoreApplication::translate(
                    "ErrorText", "A rate quota was reached. Try again in %n s.", nullptr, wait);
            return QCoreApplication::translate("ErrorText",
                                               "A rate quota was reached: %1. Try again in %n s.",
                                               nullptr, wait)
                .arg(message);
        }
        if (message.isEmpty())
            return QCoreApplication::translate("ErrorText", "This would exceed your quota.");
        return QCoreApplication::translate("ErrorText", "This would exceed your quota: %1")
            .arg(message);
    }
    if (code == "RATE_LIMITED") {
        if (e.retryAfterSeconds > 0)
            return QCoreApplication::translate("ErrorText", "Too many requests. Try again in %n s.",
                                               nullptr, e.retryAfterSeconds);
        return QCoreApplication::translate("ErrorText",
                                           "Too many requests. Wait a moment and try again.");
    }
    if (code == "UNAVAILABLE") {
        if (e.retryAfterSeconds > 0)
            return QCoreApplication::translate(
                "ErrorText", "The platform is temporarily unavailable. Try again in %n s.", nullptr,
                e.retryAfterSeconds);
        return QCoreApplication::translate(
            "ErrorText", "The platform is temporarily unavailable. Try again later.");
    }
    if (code == "INTERNAL") {
        if (e.requestId.empty())
            return QCoreApplication::translate(
                "ErrorText",
                "The platform hit an unexpected error. If it happens again, report it.");
        return QCoreApplication::translate("ErrorText",
                                           "The platform hit an unexpected error. If it happens "
                                           "again, report it with request id %1.")
            .arg(fromStd(e.requestId));
    }
    if (const Wording *w = find(kWordings, code))
        return withDetail(*w, message);

    // A code this console does not know: the server's own words, else what the status means.
    if (!message.isEmpty())
        return message;
    return statusText(e);
}

/** "host" of "host:port" (an IPv6 address keeps its brackets). */
QString hostOf(const QString &address)
{
    const qsizetype colon = address.lastIndexOf(QLatin1Char(':'));
    if (colon < 0 || address.endsWith(QLatin1Char(']')))
        return address;
    return address.left(colon);
}

/** The sentence for a network failure the client named, or an empty string. */
QString networkText(const api::ApiError &e)
{
    if (e.code == "CA_FILE_UNREADABLE" && !e.message.empty())
        // The message is the console's own sentence (client/localfile.h), translated.
        return QCoreApplication::translate("ErrorText",
                                           "%1 Choose a PEM file of certificate authorities as "
                                           "the CA bundle of the connection profile.")
            .arg(fromStd(e.message).trimmed());
    const auto it = std::find_if(kNetworkWordings.begin(), kNetworkWordings.end(),
                                 [&e](const NetworkWording &w) { return w.code == e.code; });
    if (it == kNetworkWordings.end())
        return {};
    const QString address = fromStd(e.address).trimmed();
    if (it->atAddress && !address.isEmpty())
        return translated(it->atAddress).arg(it->hostOnly ? hostOf(address) : address);
    return it->plain ? translated(it->plain) : QString();
}

QString kindName(api::ErrorKind kind)
{
    switch (kind) {
    case api::ErrorKind::Network:
        return QCoreApplication::translate("ErrorText", "network");
    case api::ErrorKind::Http:
        return QCoreApplication::translate("ErrorText", "HTTP");
    case api::ErrorKind::Api:
        return QCoreApplication::translate("ErrorText", "platform");
    case api::ErrorKind::Decode:
        return QCoreApplication::translate("ErrorText", "unreadable answer");
    case api::ErrorKind::Cancelled:
        return QCoreApplication::translate("ErrorText", "cancelled");
    }
    return QString::fromLatin1(api::errorKindName(kind));
}

} // namespace

api::ApiError operationError(const api::ErrorDetail &detail)
{
    api::ApiError e;
    e.kind = api::ErrorKind::Api;
    e.httpStatus = 422;
    e.code = detail.code;
    e.message = detail.message;
    return e;
}

api::ApiError reasonError(const std::string &code)
{
    api::ApiError e;
    e.kind = api::ErrorKind::Api;
    e.httpStatus = 422;
    e.code = code;
    e.message = code;
    return e;
}

QString errorText(const api::ApiError &e)
{
    const QString message = fromStd(e.message).trimmed();
    switch (e.kind) {
    case api::ErrorKind::Network:
        if (const QString text = networkText(e); !text.isEmpty())
            return text;
        if (e.code == "TIMEOUT") {
            if (message.isEmpty())
                return QCoreApplication::translate("ErrorText",
                                                   "The platform did not answer in time.");
            return QCoreApplication::translate("ErrorText",
                                               "The platform did not answer in time: %1")
                .arg(message);
        }
        if (e.code == "REFUSED") {
            // Never sent: plain http:// to a host other than loopback, or a scheme we do not speak.
            if (message.isEmpty())
                return QCoreApplication::translate("ErrorText",
                                                   "The console does not connect to this address; "
                                                   "use https:// for any host but this computer.");
            return QCoreApplication::translate("ErrorText",
                                               "The console does not connect to this address: %1")
                .arg(message);
        }
        if (message.isEmpty())
            return QCoreApplication::translate("ErrorText", "Cannot reach the platform.");
        return QCoreApplication::translate("ErrorText", "Cannot reach the platform: %1")
            .arg(message);
    case api::ErrorKind::Cancelled:
        return QCoreApplication::translate("ErrorText", "The request was cancelled.");
    case api::ErrorKind::Decode:
        if (!e.field.empty())
            return QCoreApplication::translate("ErrorText",
                                               "The platform's answer could not be read: the "
                                               "field %1 is not as expected.")
                .arg(fromStd(e.field));
        if (!message.isEmpty())
            return QCoreApplication::translate("ErrorText",
                                               "The platform's answer could not be read: %1")
                .arg(message);
        return QCoreApplication::translate("ErrorText", "The platform's answer could not be read.");
    case api::ErrorKind::Http:
        return statusText(e);
    case api::ErrorKind::Api:
        return apiText(e);
    }
    return message.isEmpty() ? statusText(e) : message;
}

QString errorDetails(const api::ApiError &e)
{
    QStringList lines;
    lines << QCoreApplication::translate("ErrorText", "Kind: %1").arg(kindName(e.kind));
    if (e.httpStatus > 0)
        lines << QCoreApplication::translate("ErrorText", "HTTP status: %1").arg(e.httpStatus);
    if (!e.code.empty())
        lines << QCoreApplication::translate("ErrorText", "Code: %1").arg(fromStd(e.code));
    if (!e.address.empty())
        lines << QCoreApplication::translate("ErrorText", "Address: %1").arg(fromStd(e.address));
    if (!e.requestId.empty())
        lines
            << QCoreApplication::translate("ErrorText", "Request id: %1").arg(fromStd(e.requestId));
    if (e.retryAfterSeconds > 0)
        lines << QCoreApplication::translate("ErrorText", "Retry after: %n s", nullptr,
                                             e.retryAfterSeconds);
    // ApiError::field carries details.field of a 400, details.reason of a 401.
    if (!e.field.empty() && e.code == "UNAUTHENTICATED")
        lines << QCoreApplication::translate("ErrorText", "Reason: %1").arg(fromStd(e.field));
    else if (!e.field.empty())
        lines << QCoreApplication::translate("ErrorText", "Field: %1").arg(fromStd(e.field));
    if (!e.message.empty())
        lines << QCoreApplication::translate("ErrorText", "Message: %1").arg(fromStd(e.message));
    return lines.join(QLatin1Char('\n'));
}

} // namespace polychip::ui
