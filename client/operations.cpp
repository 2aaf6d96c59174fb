// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "operations.h"

#include <QString>
#include <QUrl>

namespace polychip::client {

namespace {

std::string percentEncoded(std::string_view text)
{
    return QUrl::toPercentEncoding(QString::fromUtf8(text.data(), qsizetype(text.size())))
        .toStdString();
}

} // namespace

std::string queryString(const std::map<std::string, std::string> &params)
{
    std::string out;
    for (const auto &[name, value] : params) {
        out += out.empty() ? '?' : '&';
        out += percentEncoded(name) + '=' + percentEncoded(value);
    }
    return out;
}

std::string segment(std::string_view id)
{
    return percentEncoded(id);
}

std::map<std::string, std::string> listParams(const ListQuery &q)
{
    std::map<std::string, std::string> params = q.filters;
    if (q.pageSize)
        params["page_size"] = std::to_string(*q.pageSize);
    if (!q.pageToken.empty())
        params["page_token"] = q.pageToken;
    if (q.since)
        params["since"] = std::to_string(*q.since);
    return params;
}

} // namespace polychip::client
