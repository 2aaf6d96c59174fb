// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

// Generic JSON codecs for the types of types.h, driven by each type's visit() field list.
// Decoding validates presence, types, enum values, ranges and sizes and reports the first
// problem as an ApiError of kind Decode carrying the JSON path of the field; it never throws.

#include "apierror.h"
#include "result.h"
#include "types.h"

#include <concepts>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

namespace polychip::api {

struct DecodeOptions
{
    /// Servers reject request fields the schema does not know; clients ignore them.
    bool rejectUnknownFields = false;
};

/// Deepest nesting parseJson() accepts; deeper documents are refused before a DOM is built.
inline constexpr int kMaxJsonDepth = 64;

/** Parses JSON text (strict UTF-8, at most kMaxJsonDepth levels). */
Result<Json> parseJson(std::string_view text);

/** Serialises without throwing: invalid UTF-8 in strings is replaced, never fatal. */
std::string dumpJson(const Json &json);

/** The ApiError for a non-2xx answer: the server's error body when it is one, else an Http error.
 */
ApiError errorFromResponse(int httpStatus, std::string_view body);

namespace detail {

template <class T>
struct IsOptional : std::false_type
{};
template <class T>
struct IsOptional<std::optional<T>> : std::true_type
{};
template <class T>
struct IsVector : std::false_type
{};
template <class T>
struct IsVector<std::vector<T>> : std::true_type
{};
template <class T>
struct IsMap : std::false_type
{};
template <class T>
struct IsMap<std::map<std::string, T>> : std::true_type
{};

/** Decoding state: where we are (a JSON path) and the first error met. */
class DecodeContext
{
public:
    explicit DecodeContext(DecodeOptions options)
        : m_options(options)
    {}

    bool strict() const { return m_options.rejectUnknownFields; }
    bool failed() const { return m_error.has_value(); }
    ApiError takeError() { return std::move(*m_error); }

    bool fail(std::string message);
    /// Appends ".name" or "[index]" to the path; pop() restores it.
    std::size_t pushKey(std::string_view key);
    std::size_t pushIndex(std::size_t index);
    void pop(std::size_t mark) { m_path.resize(mark); }

private:
    DecodeOptions m_options;
    std::string m_path = "$";
    std::optional<ApiError> m_error;
};

/// At most `max` bytes of `text`, cut at a UTF-8 character boundary (error messages quote
/// hostile input and must stay valid UTF-8).
std::string safePrefix(std::string_view text, std::size_t max);

bool decodeString(const Json &j, std::string &out, const Rule &rule, DecodeContext &ctx);
bool decodeBool(const Json &j, bool &out, DecodeContext &ctx);
bool decodeInt(const Json &j, std::int64_t &out, const Rule &rule, DecodeContext &ctx);
bool decodeDouble(const Json &j, double &out, const Rule &rule, DecodeContext &ctx);
bool decodeTimestamp(const Json &j, Timestamp &out, DecodeContext &ctx);
/// Looks a wire name up; Unknown for an unknown name unless the context is strict.
bool decodeEnumName(const Json &j,
                    std::string_view &name,
                    std::string_view schema,
                    DecodeContext &ctx);
bool checkItemCount(std::size_t size, const Rule &rule, DecodeContext &ctx);
bool checkUnknownFields(const Json &obj,
                        const std::vector<std::string_view> &known,
                        DecodeContext &ctx);

template <class T>
bool decodeValue(const Json &j, T &out, const Rule &rule, DecodeContext &ctx);

/** Visitor collecting a type's field names. */
struct NameCollector
{
    std::vector<std::string_view> names;
    template <class M>
    void operator()(std::string_view name, M &, const Rule & = Rule{})
    {
        names.push_back(name);
    }
};

template <class T>
const std::vector<std::string_view> &fieldNames()
{
    static const std::vector<std::string_view> names = [] {
        NameCollector c;
        T dummy{};
        T::visit(dummy, c);
        return c.names;
    }();
    return names;
}

/** Visitor decoding each field of one object. */
class FieldDecoder
{
public:
    FieldDecoder(const Json &obj, DecodeContext &ctx)
        : m_obj(obj)
        , m_ctx(ctx)
    {}

    template <class M>
    void operator()(std::string_view name, M &member, const Rule &rule = Rule{})
    {
        if (m_ctx.failed())
            return;
        const auto it = m_obj.find(name);
        const bool present = it != m_obj.end() && !it->is_null();
        if constexpr (IsOptional<M>::value) {
            if (!present) {
                member.reset();
                return;
            }
            typename M::value_type value{};
            const auto mark = m_ctx.pushKey(name);
            if (decodeValue(*it, value, rule, m_ctx))
                member = std::move(value);
            m_ctx.pop(mark);
        } else if constexpr (IsVector<M>::value || IsMap<M>::value) {
            member.clear();
            if (!present) {
                // Arrays and maps may be absent on the wire: absent (or null) means empty,
                // which their rule must allow as it would allow [] (a finding of the fuzzer).
                if (rule.minItems > 0) {
                    const auto mark = m_ctx.pushKey(name);
                    m_ctx.fail("fewer than " + std::to_string(rule.minItems) + " elements");
                    m_ctx.pop(mark);
                }
                return;
            }
            const auto mark = m_ctx.pushKey(name);
            decodeValue(*it, member, rule, m_ctx);
            m_ctx.pop(mark);
        } else {
            if (it == m_obj.end() && (rule.absentIsDefault || rule.fullView))
                return; // keeps the default the member was made with
            const auto mark = m_ctx.pushKey(name);
            if (it == m_obj.end())
                m_ctx.fail("required field is missing");
            else if (it->is_null())
                m_ctx.fail("required field is null");
            else
                decodeValue(*it, member, rule, m_ctx);
            m_ctx.pop(mark);
        }
    }

private:
    const Json &m_obj;
    DecodeContext &m_ctx;
};

template <class T>
bool decodeValue(const Json &j, T &out, const Rule &rule, DecodeContext &ctx)
{
    if constexpr (std::is_same_v<T, std::string>) {
        return decodeString(j, out, rule, ctx);
    } else if constexpr (std::is_same_v<T, bool>) {
        return decodeBool(j, out, ctx);
    } else if constexpr (std::is_same_v<T, std::int64_t>) {
        return decodeInt(j, out, rule, ctx);
    } else if constexpr (std::is_same_v<T, double>) {
        return decodeDouble(j, out, rule, ctx);
    } else if constexpr (std::is_same_v<T, Timestamp>) {
        return decodeTimestamp(j, out, ctx);
    } else if constexpr (std::is_same_v<T, Json>) {
        out = j;
        return true;
    } else if constexpr (ApiEnum<T>) {
        std::string_view name;
        if (!decodeEnumName(j, name, EnumInfo<T>::schema, ctx))
            return false;
        out = enumFromString<T>(name);
        if (out == T::Unknown && ctx.strict())
            return ctx.fail("unknown value \"" + safePrefix(name, 64) + "\" for "
                            + std::string(EnumInfo<T>::schema));
        return true;
    } else if constexpr (IsVector<T>::value) {
        if (!j.is_array())
            return ctx.fail("expected an array");
        if (!checkItemCount(j.size(), rule, ctx))
            return false;
        out.clear();
        out.reserve(j.size());
        for (std::size_t i = 0; i < j.size(); ++i) {
            typename T::value_type item{};
            const auto mark = ctx.pushIndex(i);
            const bool ok = decodeValue(j[i], item, rule, ctx);
            ctx.pop(mark);
            if (!ok)
                return false;
            out.push_back(std::move(item));
        }
        return true;
    } else if constexpr (IsMap<T>::value) {
        if (!j.is_object())
            return ctx.fail("expected an object");
        if (!checkItemCount(j.size(), rule, ctx))
            return false;
        out.clear();
        for (const auto &[key, value] : j.items()) {
            const auto mark = ctx.pushKey(key);
            if (key.empty() || key.size() > 128) {
                ctx.fail("map keys must be 1 to 128 bytes");
                return false;
            }
            typename T::mapped_type item{};
            const bool ok = decodeValue(value, item, rule, ctx);
            ctx.pop(mark);
            if (!ok)
                return false;
            out.emplace(key, std::move(item));
        }
        return true;
    } else {
        static_assert(
            requires { T::kSchema; }, "decodeValue: type without a schema");
        if (!j.is_object())
            return ctx.fail("expected an object");
        if (ctx.strict() && !checkUnknownFields(j, fieldNames<T>(), ctx))
            return false;
        FieldDecoder decoder(j, ctx);
        T::visit(out, decoder);
        return !ctx.failed();
    }
}

/** The JSON value of `value`; in the basic view without the fields only the full view has. */
template <class T>
Json encodeValue(const T &value, View view = View::Full);

/** Visitor encoding each field of one object; absent optionals are left out, and so is an
 *  absentIsDefault or fullView scalar whose value its rule does not allow on the wire (a quote's
 *  empty name, the image of an instance known from a list): absent is what it means, and what
 *  is written must decode again (fuzzer findings). */
class FieldEncoder
{
public:
    FieldEncoder(Json &obj, View view)
        : m_obj(obj)
        , m_view(view)
    {}

    template <class M>
    void operator()(std::string_view name, const M &member, const Rule &rule = Rule{})
    {
        if (rule.fullView && m_view == View::Basic)
            return;
        if constexpr (IsOptional<M>::value) {
            if (member)
                m_obj[std::string(name)] = encodeValue(*member, m_view);
        } else {
            if ((rule.absentIsDefault || rule.fullView) && !allowed(member, rule))
                return;
            m_obj[std::string(name)] = encodeValue(member, m_view);
        }
    }

private:
    template <class M>
    static bool allowed(const M &value, const Rule &rule)
    {
        if constexpr (std::is_same_v<M, std::string>)
            return value.size() >= rule.minLen && value.size() <= rule.maxLen;
        else if constexpr (std::is_arithmetic_v<M> && !std::is_same_v<M, bool>)
            return double(value) >= rule.min && double(value) <= rule.max;
        else
            return true;
    }

    Json &m_obj;
    View m_view;
};

template <class T>
Json encodeValue(const T &value, View view)
{
    if constexpr (
        std::is_same_v<
            T,
            std::
                string> || std::is_same_v<T, bool> || std::is_same_v<T, std::int64_t> || std::is_same_v<T, double> || std::is_same_v<T, Json>) {
        return Json(value);
    } else if constexpr (std::is_same_v<T, Timestamp>) {
        return Json(formatRfc3339(value));
    } else if constexpr (ApiEnum<T>) {
        return Json(std::string(wireName(value)));
    } else if constexpr (IsVector<T>::value) {
        Json array = Json::array();
        for (const auto &item : value)
            array.push_back(encodeValue(item, view));
        return array;
    } else if constexpr (IsMap<T>::value) {
        Json obj = Json::object();
        for (const auto &[key, item] : value)
            obj[key] = encodeValue(item, view);
        return obj;
    } else {
        static_assert(
            requires { T::kSchema; }, "encodeValue: type without a schema");
        Json obj = Json::object();
        FieldEncoder encoder(obj, view);
        T::visit(value, encoder);
        return obj;
    }
}

} // namespace detail

/** Decodes a parsed JSON value into T. */
template <class T>
Result<T> fromJson(const Json &json, DecodeOptions options = {})
{
    detail::DecodeContext ctx(options);
    T value{};
    if (!detail::decodeValue(json, value, Rule{}, ctx))
        return ctx.takeError();
    return value;
}

namespace detail::sax {
template <class T>
std::optional<T> decodeFast(std::string_view text);
} // namespace detail::sax

/** Parses and decodes JSON text into T. Clients' decoding goes straight from the parser into
 *  T (saxdecode.h); only when that fails is a DOM built, for the error and its field path. */
template <class T>
Result<T> decode(std::string_view text, DecodeOptions options = {})
{
    if (!options.rejectUnknownFields) {
        if (auto value = detail::sax::decodeFast<T>(text))
            return std::move(*value);
    }
    auto json = parseJson(text);
    if (!json)
        return json.error();
    return fromJson<T>(json.value(), options);
}

/** The JSON value of a schema type, with exactly the spec's field names; in the basic view
 *  without the fields only the full view carries (a list's default). */
template <class T>
Json toJson(const T &value, View view = View::Full)
{
    return detail::encodeValue(value, view);
}

/** Compact JSON text of a schema type, in the full view unless told otherwise. */
template <class T>
std::string encode(const T &value, View view = View::Full)
{
    return dumpJson(toJson(value, view));
}

} // namespace polychip::api

#include "saxdecode.h" // IWYU pragma: export (decodeFast, used by decode above)

namespace polychip::api {

// Every wire type's codec is compiled once, in codecinstances.cpp, instead of in each file that
// decodes or encodes it: these instantiations are most of the machine code the project compiles,
// and a test or page that uses twenty types would otherwise compile all twenty again.
// A type missing here still works (it is instantiated where used); add it when it is common.
#define POLYCHIP_API_WIRE_TYPES(X)                                                                 \
    X(Accelerator)                                                                                 \
    X(Account)                                                                                     \
    X(Alert)                                                                                       \
    X(AttachRequest)                                                                               \
    X(AutoSleep)                                                                                   \
    X(BackendHistoryEntry)                                                                         \
    X(BillingTick)                                                                                 \
    X(Budget)                                                                                      \
    X(BudgetCreate)                                                                                \
    X(BudgetPatch)                                                                                 \
    X(BudgetScope)                                                                                 \
    X(CatalogChange)                                                                               \
    X(Clock)                                                                                       \
    X(ClockAdvance)                                                                                \
    X(ClockUpdate)                                                                                 \
    X(Dataset)                                                                                     \
    X(Endpoints)                                                                                   \
    X(ErrorDetail)                                                                                 \
    X(ErrorResponse)                                                                               \
    X(Faults)                                                                                      \
    X(Health)                                                                                      \
    X(Image)                                                                                       \
    X(InsightGroup)                                                                                \
    X(InsightPoint)                                                                                \
    X(InsightReference)                                                                            \
    X(Insights)                                                                                    \
    X(Instance)                                                                                    \
    X(InstanceCost)                                                                                \
    X(InstanceOperation)                                                                           \
    X(InstancePatch)                                                                               \
    X(LaunchSpec)                                                                                  \
    X(LedgerItem)                                                                                  \
    X(Lesson)                                                                                      \
    X(LiveMetrics)                                                                                 \
    X(LogLine)                                                                                     \
    X(LogPage)                                                                                     \
    X(Me)                                                                                          \
    X(MemoryFit)                                                                                   \
    X(MetricSample)                                                                                \
    X(MetricSeries)                                                                                \
    X(MetricsBatch)                                                                                \
    X(Model)                                                                                       \
    X(ModelMemory)                                                                                 \
    X(Objective)                                                                                   \
    X(Operation)                                                                                   \
    X(Organization)                                                                                \
    X(Quotas)                                                                                      \
    X(Quote)                                                                                       \
    X(QuoteOption)                                                                                 \
    X(RegionCapacity)                                                                              \
    X(Scenario)                                                                                    \
    X(Schedule)                                                                                    \
    X(Snapshot)                                                                                    \
    X(SnapshotRequest)                                                                             \
    X(SwitchRequest)                                                                               \
    X(Template)                                                                                    \
    X(TemplateBackend)                                                                             \
    X(Tombstone)                                                                                   \
    X(UsageGroup)                                                                                  \
    X(UsageReport)                                                                                 \
    X(User)                                                                                        \
    X(Volume)                                                                                      \
    X(VolumeCreate)                                                                                \
    X(Page<Accelerator>)                                                                           \
    X(Page<Budget>)                                                                                \
    X(Page<Dataset>)                                                                               \
    X(Page<Image>)                                                                                 \
    X(Page<Instance>)                                                                              \
    X(Page<LedgerItem>)                                                                            \
    X(Page<Lesson>)                                                                                \
    X(Page<Model>)                                                                                 \
    X(Page<Scenario>)                                                                              \
    X(Page<Snapshot>)                                                                              \
    X(Page<Template>)                                                                              \
    X(Page<Volume>)

#define POLYCHIP_API_CODEC_INSTANCES(PREFIX, T)                                                    \
    PREFIX template Result<T> fromJson<T>(const Json &, DecodeOptions);                            \
    PREFIX template Result<T> decode<T>(std::string_view, DecodeOptions);                          \
    PREFIX template Json toJson<T>(const T &, View);                                               \
    PREFIX template std::string encode<T>(const T &, View);
#define POLYCHIP_API_EXTERN_CODEC(T) POLYCHIP_API_CODEC_INSTANCES(extern, T)
POLYCHIP_API_WIRE_TYPES(POLYCHIP_API_EXTERN_CODEC)
#undef POLYCHIP_API_EXTERN_CODEC

} // namespace polychip::api
