// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "handlerkit.h"

#include "messages.h"
#include "pagetoken.h"

#include "signing/signature.h"

#include <httplib.h>

namespace polychip::sim {

std::string textLanguage(const Context &c, const Engine &e)
{
    return e.catalog().text().choose(c.req.get_header_value("Accept-Language"));
}

api::ApiError invalid(const std::string &field, const std::string &message)
{
    auto e = apiError(400, "INVALID_ARGUMENT", field + ": " + message);
    e.field = field;
    return e;
}

std::vector<std::string_view> commaItems(std::string_view list)
{
    std::vector<std::string_view> items;
    for (;;) {
        const auto comma = list.find(',');
        items.push_back(list.substr(0, comma));
        if (comma == std::string_view::npos)
            return items;
        list.remove_prefix(comma + 1);
    }
}

std::string Context::param(std::size_t i) const
{
    return i < req.matches.size() ? std::string(req.matches[i]) : std::string();
}

std::optional<std::string> Context::query(const char *name) const
{
    if (!req.has_param(name))
        return std::nullopt;
    return req.get_param_value(name);
}

std::int64_t intParam(
    const Context &ctx, const char *name, std::int64_t min, std::int64_t max, std::int64_t fallback)
{
    const auto text = ctx.query(name);
    if (!text)
        return fallback;
    std::int64_t value = 0;
    const auto [end, ec] = std::from_chars(text->data(), text->data() + text->size(), value);
    if (ec != std::errc() || end != text->data() + text->size() || value < min || value > max)
        throw invalid(name,
                      "a whole number from " + std::to_string(min) + " to " + std::to_string(max));
    return value;
}

namespace {

std::string shortest(double v)
{
    char buf[32];
    const auto [end, ec] = std::to_chars(buf, buf + sizeof buf, v);
    return ec == std::errc() ? std::string(buf, end) : std::string("?");
}

} // namespace

std::optional<double> numberParam(const Context &ctx, const char *name, double min, double max)
{
    const auto text = ctx.query(name);
    if (!text)
        return std::nullopt;
    double value = 0;
    const auto [end, ec] = std::from_chars(text->data(), text->data() + text->size(), value);
    if (ec != std::errc() || end != text->data() + text->size() || !(value >= min && value <= max))
        throw invalid(name, "a number from " + shortest(min) + " to " + shortest(max));
    return value;
}

namespace {

/** The scope a page token is bound to (pagetoken.h): organisation, path and the other query
 *  parameters. */
std::string pageScope(const Context &c)
{
    std::string query;
    for (const auto &[k, v] : c.req.params) {
        if (k != "page_token")
            query += k + "=" + v + "&";
    }
    return c.caller.orgId + "\n" + c.req.path + "\n" + query;
}

std::optional<api::Timestamp> timeParam(const Context &ctx, const char *name)
{
    const auto text = ctx.query(name);
    if (!text)
        return std::nullopt;
    api::Timestamp t;
    if (!api::parseRfc3339(*text, t))
        throw invalid(name, "not an RFC 3339 time");
    return t;
}

} // namespace

std::string_view requestJson(const Context &ctx)
{
    const std::string &text = ctx.req.body;
    if (text.empty())
        return "{}";
    const auto type = ctx.req.get_header_value("Content-Type");
    if (type.rfind("application/json", 0) != 0)
        throw invalid("Content-Type", "send application/json, not \"" + type + "\"");
    return text;
}

TimeRange timeRange(const Context &ctx)
{
    TimeRange r;
    r.from = timeParam(ctx, "from");
    r.to = timeParam(ctx, "to");
    return r;
}

MetricStore::Fields metricFields(const Context &c)
{
    MetricStore::Fields fields{};
    const auto list = c.query("fields");
    if (!list) {
        fields.fill(true);
        return fields;
    }
    static constexpr std::pair<std::string_view, MetricStore::Field> kNames[]
        = {{"tokens_per_s", MetricStore::TokensPerS},
           {"utilization_pct", MetricStore::UtilizationPct},
           {"loss", MetricStore::Loss},
           {"power_w", MetricStore::PowerW},
           {"memory_used_gib", MetricStore::MemoryUsedGib}};
    for (const std::string_view name : commaItems(*list)) {
        const auto known = std::find_if(std::begin(kNames), std::end(kNames),
                                        [&](const auto &n) { return n.first == name; });
        if (known == std::end(kNames))
            throw invalid("fields", "metric names from tokens_per_s, utilization_pct, loss, "
                                    "power_w, memory_used_gib; got \""
                                        + std::string(name) + "\"");
        fields[std::size_t(known->second)] = true;
    }
    return fields;
}

std::int64_t idNumber(const std::string &id)
{
    std::int64_t n = 0;
    const auto pos = id.find('_');
    if (pos != std::string::npos)
        std::from_chars(id.data() + pos + 1, id.data() + id.size(), n);
    return n;
}

Window window(const Context &c)
{
    Window w;
    w.size = intParam(c, "page_size", 1, 1000, 50);
    if (const auto token = c.query("page_token")) {
        const auto offset = readPageToken(c.tokenKey, pageScope(c), *token);
        if (!offset)
            throw invalid("page_token", "not a token this list gave for this query");
        w.offset = *offset;
    }
    if (const auto view = c.query("view")) {
        if (*view == "full")
            w.view = api::View::Full;
        else if (*view != "basic")
            throw invalid("view", "basic or full; got \"" + view->substr(0, 64) + "\"");
    }
    return w;
}

std::string pageToken(const Context &c, std::size_t offset)
{
    return makePageToken(c.tokenKey, pageScope(c), std::int64_t(offset));
}

std::vector<StoredEvent> eventsSince(const Context &c, const Engine &e, std::int64_t &since)
{
    const auto text = *c.query("since");
    if (std::from_chars(text.data(), text.data() + text.size(), since).ec != std::errc()
        || since < 0)
        throw invalid("since", "a revision number");
    auto events = e.eventsSince(c.caller.orgId, since);
    if (!events) {
        auto error = invalid("since", "revision " + text
                                          + " is no longer retained; list again without since");
        error.code = std::string(kSinceTooOld);
        throw error;
    }
    return std::move(*events);
}

void checkIfMatch(const Context &c, std::int64_t current)
{
    const std::string text = c.req.get_header_value("If-Match");
    if (text.empty())
        return;
    std::int64_t wanted = 0;
    // Accept the revision bare or as an entity tag ("12").
    const std::string bare = text.size() >= 2 && text.front() == '"' && text.back() == '"'
                                 ? text.substr(1, text.size() - 2)
                                 : text;
    if (std::from_chars(bare.data(), bare.data() + bare.size(), wanted).ec != std::errc())
        throw invalid("If-Match", "a revision number");
    if (wanted != current) {
        auto e = apiError(412, "FAILED_PRECONDITION",
                          messages::say(c.caller.language, "error.stale_revision",
                                        {std::to_string(current), std::to_string(wanted)}));
        throw e;
    }
}

} // namespace polychip::sim
