// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "codec.h"

#include <charconv>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <limits>

namespace polychip::api {

ApiError ApiError::decode(std::string field, std::string message)
{
    ApiError e;
    e.kind = ErrorKind::Decode;
    e.field = std::move(field);
    e.message = std::move(message);
    return e;
}

const char *errorKindName(ErrorKind kind)
{
    switch (kind) {
    case ErrorKind::Network:
        return "network";
    case ErrorKind::Http:
        return "http";
    case ErrorKind::Api:
        return "api";
    case ErrorKind::Decode:
        return "decode";
    case ErrorKind::Cancelled:
        return "cancelled";
    }
    return "unknown";
}

namespace {

/// Whether containers nest deeper than `limit` (strings skipped, escapes honoured). A linear
/// scan before parsing is much cheaper than a parser callback on every value.
bool nestedDeeperThan(std::string_view text, int limit)
{
    int depth = 0;
    bool inString = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (inString) {
            if (c == '\\')
                ++i;
            else if (c == '"')
                inString = false;
        } else if (c == '"') {
            inString = true;
        } else if (c == '{' || c == '[') {
            if (++depth > limit)
                return true;
        } else if (c == '}' || c == ']') {
            --depth;
        }
    }
    return false;
}

} // namespace

Result<Json> parseJson(std::string_view text)
{
    // The parser itself is iterative; refusing deep containers keeps the DOM (and every
    // recursive walk over it later) shallow.
    // JSON text never holds a raw NUL byte, and the parser takes one as the end of the input:
    // what follows it would be ignored (a fuzzer finding).
    if (text.find('\0') != std::string_view::npos)
        return ApiError::decode("$", "malformed JSON: a NUL byte");
    if (nestedDeeperThan(text, kMaxJsonDepth))
        return ApiError::decode("$", "JSON nested deeper than " + std::to_string(kMaxJsonDepth)
                                         + " levels");
    try {
        return Json::parse(text.begin(), text.end(), nullptr, true, false);
    } catch (const Json::exception &e) {
        return ApiError::decode("$", std::string("malformed JSON: ") + e.what());
    }
}

std::string dumpJson(const Json &json)
{
    return json.dump(-1, ' ', false, Json::error_handler_t::replace);
}

ApiError errorFromResponse(int httpStatus, std::string_view body)
{
    ApiError error;
    error.httpStatus = httpStatus;
    if (auto parsed = decode<ErrorResponse>(body)) {
        error.kind = ErrorKind::Api;
        error.code = parsed->error.code;
        error.message = parsed->error.message;
        error.requestId = parsed->error.requestId.value_or(std::string());
        // The field a 400 names, or why a 401 was refused (replay, skew, unknown key).
        if (const auto &d = parsed->error.details; d && d->is_object()) {
            for (const char *key : {"field", "reason"}) {
                if (const auto it = d->find(key); it != d->end() && it->is_string()) {
                    error.field = it->get<std::string>().substr(0, 256);
                    break;
                }
            }
            // Which policy refused, its limit and what was asked.
            for (auto [key, into] :
                 {std::pair{"policy", &error.policy}, std::pair{"limit", &error.limit},
                  std::pair{"value", &error.value}}) {
                if (const auto it = d->find(key); it != d->end() && it->is_string())
                    *into = it->get<std::string>().substr(0, 256);
            }
        }
    } else {
        error.kind = ErrorKind::Http;
        error.message = "HTTP status " + std::to_string(httpStatus);
    }
    return error;
}

// ---- timestamps ------------------------------------------------------------------------------

std::string formatRfc3339(Timestamp t)
{
    using namespace std::chrono;
    const sys_seconds tp{seconds{t.unixSeconds}};
    const auto day = floor<days>(tp);
    const year_month_day ymd{day};
    const hh_mm_ss hms{tp - day};
    char buf[40];
    std::snprintf(buf, sizeof buf, "%04d-%02u-%02uT%02ld:%02ld:%02lldZ", int(ymd.year()),
                  unsigned(ymd.month()), unsigned(ymd.day()), long(hms.hours().count()),
                  long(hms.minutes().count()), static_cast<long long>(hms.seconds().count()));
    return buf;
}

namespace {

bool digits(std::string_view text, std::size_t pos, std::size_t count, int &out)
{
    if (pos + count > text.size())
        return false;
    const char *first = text.data() + pos;
    const char *last = first + count;
    for (const char *p = first; p != last; ++p) {
        if (*p < '0' || *p > '9')
            return false;
    }
    return std::from_chars(first, last, out).ec == std::errc();
}

} // namespace

bool parseRfc3339(std::string_view text, Timestamp &out)
{
    using namespace std::chrono;
    int y = 0, mo = 0, d = 0, h = 0, mi = 0, s = 0;
    if (text.size() < 20 || !digits(text, 0, 4, y) || text[4] != '-' || !digits(text, 5, 2, mo)
        || text[7] != '-' || !digits(text, 8, 2, d) || (text[10] != 'T' && text[10] != 't')
        || !digits(text, 11, 2, h) || text[13] != ':' || !digits(text, 14, 2, mi) || text[16] != ':'
        || !digits(text, 17, 2, s))
        return false;
    std::size_t pos = 19;
    if (pos < text.size() && text[pos] == '.') {
        ++pos;
        const std::size_t start = pos;
        while (pos < text.size() && text[pos] >= '0' && text[pos] <= '9')
            ++pos;
        if (pos == start)
            return false;
    }
    int offsetSeconds = 0;
    if (pos < text.size() && (text[pos] == 'Z' || text[pos] == 'z')) {
        ++pos;
    } else if (pos < text.size() && (text[pos] == '+' || text[pos] == '-')) {
        int oh = 0, om = 0;
        if (!digits(text, pos + 1, 2, oh) || pos + 3 >= text.size() || text[pos + 3] != ':'
            || !digits(text, pos + 4, 2, om) || oh > 23 || om > 59)
            return false;
        offsetSeconds = (oh * 3600 + om * 60) * (text[pos] == '-' ? -1 : 1);
        pos += 6;
    } else {
        return false;
    }
    if (pos != text.size())
        return false;
    const year_month_day ymd{year{y}, month{unsigned(mo)}, day{unsigned(d)}};
    if (!ymd.ok() || h > 23 || mi > 59 || s > 60) // 60: a leap second, folded into the next
        return false;
    const auto tp = sys_days{ymd} + hours{h} + minutes{mi} + seconds{s} - seconds{offsetSeconds};
    // Only years 0000-9999 in UTC: anything else could not be written back as RFC 3339.
    constexpr std::int64_t kFirst = -62167219200; // 0000-01-01T00:00:00Z
    constexpr std::int64_t kLast = 253402300799;  // 9999-12-31T23:59:59Z
    const std::int64_t unix = tp.time_since_epoch().count();
    if (unix < kFirst || unix > kLast)
        return false;
    out.unixSeconds = unix;
    return true;
}

// ---- decoding primitives ---------------------------------------------------------------------

namespace detail {

bool DecodeContext::fail(std::string message)
{
    if (!m_error)
        m_error = ApiError::decode(m_path, std::move(message));
    return false;
}

std::size_t DecodeContext::pushKey(std::string_view key)
{
    const auto mark = m_path.size();
    m_path += '.';
    // Keep error paths readable and bounded even for hostile keys.
    m_path.append(safePrefix(key, 64));
    return mark;
}

std::size_t DecodeContext::pushIndex(std::size_t index)
{
    const auto mark = m_path.size();
    m_path += '[';
    m_path += std::to_string(index);
    m_path += ']';
    return mark;
}

std::string safePrefix(std::string_view text, std::size_t max)
{
    if (text.size() <= max)
        return std::string(text);
    std::size_t n = max;
    while (n > 0 && (static_cast<unsigned char>(text[n]) & 0xC0) == 0x80)
        --n;
    return std::string(text.substr(0, n));
}

bool decodeString(const Json &j, std::string &out, const Rule &rule, DecodeContext &ctx)
{
    const auto *s = j.get_ptr<const std::string *>();
    if (!s)
        return ctx.fail("expected a string");
    if (s->size() > rule.maxLen)
        return ctx.fail("string longer than " + std::to_string(rule.maxLen) + " bytes");
    if (s->size() < rule.minLen)
        return ctx.fail(rule.minLen == 1
                            ? std::string("string must not be empty")
                            : "string shorter than " + std::to_string(rule.minLen) + " bytes");
    out = *s;
    return true;
}

bool decodeBool(const Json &j, bool &out, DecodeContext &ctx)
{
    if (!j.is_boolean())
        return ctx.fail("expected true or false");
    out = j.get<bool>();
    return true;
}

namespace {

bool checkRange(double value, const Rule &rule, DecodeContext &ctx)
{
    if (value < rule.min) {
        char buf[64];
        std::snprintf(buf, sizeof buf, "value below the minimum %g", rule.min);
        return ctx.fail(buf);
    }
    if (value > rule.max) {
        char buf[64];
        std::snprintf(buf, sizeof buf, "value above the maximum %g", rule.max);
        return ctx.fail(buf);
    }
    return true;
}

} // namespace

bool decodeInt(const Json &j, std::int64_t &out, const Rule &rule, DecodeContext &ctx)
{
    if (j.is_number_unsigned()) {
        const auto u = j.get<std::uint64_t>();
        if (u > std::uint64_t(std::numeric_limits<std::int64_t>::max()))
            return ctx.fail("integer out of range");
        out = std::int64_t(u);
    } else if (j.is_number_integer()) {
        out = j.get<std::int64_t>();
    } else if (j.is_number_float()) {
        return ctx.fail("expected an integer, got a fraction or an out-of-range number");
    } else {
        return ctx.fail("expected an integer");
    }
    return checkRange(double(out), rule, ctx);
}

bool decodeDouble(const Json &j, double &out, const Rule &rule, DecodeContext &ctx)
{
    if (!j.is_number())
        return ctx.fail("expected a number");
    out = j.get<double>();
    if (!std::isfinite(out))
        return ctx.fail("number is not finite");
    return checkRange(out, rule, ctx);
}

bool decodeTimestamp(const Json &j, Timestamp &out, DecodeContext &ctx)
{
    const auto *s = j.get_ptr<const std::string *>();
    if (!s)
        return ctx.fail("expected an RFC 3339 time string");
    if (s->size() > 64 || !parseRfc3339(*s, out))
        return ctx.fail("not an RFC 3339 time, e.g. 2026-12-02T08:00:00Z");
    return true;
}

bool decodeEnumName(const Json &j,
                    std::string_view &name,
                    std::string_view schema,
                    DecodeContext &ctx)
{
    const auto *s = j.get_ptr<const std::string *>();
    if (!s)
        return ctx.fail("expected a string (" + std::string(schema) + ")");
    name = *s;
    return true;
}

bool checkItemCount(std::size_t size, const Rule &rule, DecodeContext &ctx)
{
    if (size > rule.maxItems)
        return ctx.fail("more than " + std::to_string(rule.maxItems) + " elements");
    if (size < rule.minItems)
        return ctx.fail("fewer than " + std::to_string(rule.minItems) + " elements");
    return true;
}

bool checkUnknownFields(const Json &obj,
                        const std::vector<std::string_view> &known,
                        DecodeContext &ctx)
{
    for (const auto &[key, value] : obj.items()) {
        bool found = false;
        for (const auto name : known)
            found = found || name == key;
        if (!found) {
            const auto mark = ctx.pushKey(key);
            ctx.fail("unknown field");
            ctx.pop(mark);
            return false;
        }
    }
    return true;
}

} // namespace detail
} // namespace polychip::api
