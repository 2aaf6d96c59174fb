// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "api/enums.h"

#include <QColor>
#include <QIcon>
#include <QString>

#include <cstdint>
#include <string>

namespace polychip::client {
class Session;
} // namespace polychip::client

namespace polychip::ui {

/// Translated, user-facing names and formats of API values, shared by every page.
QString stateText(api::InstanceState state);
/// A colour per state family: running green, transitional amber, stopped grey, failed red.
QColor stateColor(api::InstanceState state);
/// A round dot in stateColor(), cached per state.
QIcon stateIcon(api::InstanceState state);
QString backendText(api::Backend backend);
QString snapshotStateText(api::SnapshotState state);
QString volumeStateText(api::VolumeState state);
QString operationKindText(api::OperationKind kind);
QString workloadKindText(api::WorkloadKind kind);
/** The stage of an operation as the platform names it ("provision_target"), translated. */
QString stageText(const std::string &stage);
/// "Administrator", "Developer", "Manager", "Trainee".
QString roleText(api::Role role);
/// "¥1,234.50" from micro-units of `currency` (ISO 4217; CNY shows ¥).
QString formatMoney(std::int64_t micros, const QString &currency = QStringLiteral("CNY"));
/// "3 h 05 min", "12 min", "45 s".
QString formatDuration(std::int64_t seconds);
/// "1,234.5" with the locale's separators, `decimals` after the point.
QString formatNumber(double value, int decimals = 1);
/// What a user typed, quoted back in a message: at most `maxChars` characters, then "…" (a
/// message must still wrap and fit its dialog when the input is one long word).
QString excerpt(const QString &text, int maxChars = 32);
/// "—": in place of a figure there is none of (no budget, no tokens to divide by).
QString noFigure();

/// An accelerator's name from the session's catalogue, else its id (also without a session).
QString acceleratorName(const client::Session *session, const std::string &id);
/// A data set's modality ("text", "image-text", ...) in words; an unknown one as it is.
QString modalityText(const std::string &modality);
/// A region's name for people from the session's catalogue (the platform's, in the console's
/// language), else its id (also without a session).
QString regionName(const client::Session *session, const std::string &id);

} // namespace polychip::ui
