// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

// Decoding straight from the parser's events into the value types (nlohmann's SAX interface),
// driven by the same visit() field lists and rules as the DOM decoder in codec.h, without
// building a DOM first. It only answers "this is the value" or "not valid": callers rerun the
// DOM decoder on failure for the error with its field path, so both always agree on what is
// valid (the codec tests run through both).

#include "codec.h"

#include <algorithm>
#include <bitset>
#include <memory>
#include <new>
#include <vector>

namespace polychip::api::detail::sax {

/** One JSON scalar as the parser hands it over. */
struct Scalar
{
    enum Kind { Null, Bool, Int, Unsigned, Float, String } kind = Null;
    bool b = false;
    std::int64_t i = 0;
    std::uint64_t u = 0;
    double d = 0;
    std::string *s = nullptr;
};

class Frame;

/** Where the next value goes: a scalar, or a container that opens a Frame. */
class Sink
{
public:
    virtual ~Sink() = default;
    virtual bool scalar(const Scalar &v) = 0;
    /// A container starts; null when this value may not be one.
    virtual std::unique_ptr<Frame> open(bool object) = 0;
};

/** An open container: receives its keys (objects) and values, then its end. */
class Frame
{
public:
    virtual ~Frame() = default;
    virtual bool key(std::string &) { return false; }
    /// The sink of the next value (an array element, or the value of the last key).
    virtual Sink *next() = 0;
    virtual bool close() = 0;
};

/** Skips a value of a field nobody asked for (clients ignore unknown fields). */
class SkipSink final : public Sink
{
public:
    bool scalar(const Scalar &) override { return true; }
    std::unique_ptr<Frame> open(bool object) override;
};

class SkipFrame final : public Frame
{
public:
    bool key(std::string &) override { return true; }
    Sink *next() override { return &m_skip; }
    bool close() override { return true; }

private:
    SkipSink m_skip;
};

inline std::unique_ptr<Frame> SkipSink::open(bool)
{
    return std::make_unique<SkipFrame>();
}

inline bool checkRange(double value, const Rule &rule)
{
    return value >= rule.min && value <= rule.max;
}

template <class T>
std::unique_ptr<Sink> makeSink(T &out, const Rule &rule);

template <class T>
bool scalarInto(const Scalar &v, T &out, const Rule &rule)
{
    if constexpr (std::is_same_v<T, std::string>) {
        if (v.kind != Scalar::String || v.s->size() > rule.maxLen || v.s->size() < rule.minLen)
            return false;
        out = std::move(*v.s);
        return true;
    } else if constexpr (std::is_same_v<T, bool>) {
        if (v.kind != Scalar::Bool)
            return false;
        out = v.b;
        return true;
    } else if constexpr (std::is_same_v<T, std::int64_t>) {
        if (v.kind == Scalar::Unsigned) {
            if (v.u > std::uint64_t(std::numeric_limits<std::int64_t>::max()))
                return false;
            out = std::int64_t(v.u);
        } else if (v.kind == Scalar::Int) {
            out = v.i;
        } else {
            return false;
        }
        return checkRange(double(out), rule);
    } else if constexpr (std::is_same_v<T, double>) {
        if (v.kind == Scalar::Float)
            out = v.d;
        else if (v.kind == Scalar::Int)
            out = double(v.i);
        else if (v.kind == Scalar::Unsigned)
            out = double(v.u);
        else
            return false;
        return std::isfinite(out) && checkRange(out, rule);
    } else if constexpr (std::is_same_v<T, Timestamp>) {
        return v.kind == Scalar::String && v.s->size() <= 64 && parseRfc3339(*v.s, out);
    } else if constexpr (ApiEnum<T>) {
        if (v.kind != Scalar::String)
            return false;
        out = enumFromString<T>(*v.s); // clients keep values they do not know as Unknown
        return true;
    } else {
        return false; // a container type given a scalar
    }
}

/** Array elements into a vector. */
template <class T>
class ArrayFrame final : public Frame
{
public:
    ArrayFrame(std::vector<T> &out, const Rule &rule)
        : m_out(out)
        , m_rule(rule)
    {
        m_out.clear();
    }
    Sink *next() override
    {
        if (m_out.size() >= m_rule.maxItems)
            return nullptr;
        m_out.emplace_back();
        m_sink = makeSink(m_out.back(), m_rule);
        return m_sink.get();
    }
    bool close() override { return m_out.size() >= m_rule.minItems; }

private:
    std::vector<T> &m_out;
    const Rule m_rule;
    std::unique_ptr<Sink> m_sink;
};

/** Object members into a map. */
template <class T>
class MapFrame final : public Frame
{
public:
    MapFrame(std::map<std::string, T> &out, const Rule &rule)
        : m_out(out)
        , m_rule(rule)
    {
        m_out.clear();
    }
    bool key(std::string &k) override
    {
        if (k.empty() || k.size() > 128 || m_count >= m_rule.maxItems)
            return false;
        ++m_count;
        T &slot = m_out[k];
        slot = T{};
        m_sink = makeSink(slot, m_rule);
        return true;
    }
    Sink *next() override { return m_sink.get(); }
    bool close() override { return m_count >= m_rule.minItems; }

private:
    std::map<std::string, T> &m_out;
    const Rule m_rule;
    std::size_t m_count = 0; ///< members seen (duplicates count, as the DOM's size would not)
    std::unique_ptr<Sink> m_sink;
};

/** What ObjectFrame needs to know of a schema type's fields, worked out once from its visit():
 *  their names and rules in visit order, which must be present, which have a least count. */
template <class T>
struct FieldTable
{
    static constexpr std::size_t kMaxFields = 64;
    static_assert(std::is_default_constructible_v<T>);

    std::vector<std::string_view> names; ///< the string literals visit() names them by
    std::vector<Rule> rules;
    std::bitset<kMaxFields> required; ///< non-optional scalars the wire must carry
    bool anyMinItems = false;         ///< an array or map whose rule asks for elements

    static const FieldTable &get()
    {
        static const FieldTable table;
        return table;
    }

    /// The field named `key`, or -1; `hint` is tried first (fields usually come in visit order).
    /// Fields past the first kMaxFields are never found (ObjectFrame leaves such a type to the
    /// DOM decoder; none has that many).
    int find(std::string_view key, std::size_t hint) const
    {
        const std::size_t n = std::min(names.size(), kMaxFields);
        if (hint < n && names[hint] == key)
            return int(hint);
        for (std::size_t i = 0; i < n; ++i) {
            if (names[i] == key)
                return int(i);
        }
        return -1;
    }

private:
    FieldTable()
    {
        T sample{};
        auto read = [this](std::string_view name, auto &member, const Rule &rule = Rule{}) {
            using M = std::remove_reference_t<decltype(member)>;
            const std::size_t index = names.size();
            names.push_back(name);
            rules.push_back(rule);
            if constexpr (IsVector<M>::value || IsMap<M>::value) {
                anyMinItems = anyMinItems || rule.minItems > 0;
            } else if constexpr (!IsOptional<M>::value) {
                if (index < kMaxFields)
                    required.set(index, !rule.absentIsDefault && !rule.fullView);
            }
        };
        T::visit(sample, read);
    }
};

/** The fields of a schema type, found by name (FieldTable), each member's sink kept in place:
 *  decoding a list of a thousand instances looks up and opens tens of thousands of fields. */
template <class T>
class ObjectFrame final : public Frame
{
public:
    explicit ObjectFrame(T &out)
        : m_out(out)
    {
        m_out = T{};
    }
    ~ObjectFrame() override { dropSink(); }
    ObjectFrame(const ObjectFrame &) = delete;
    ObjectFrame &operator=(const ObjectFrame &) = delete;

    bool key(std::string &k) override
    {
        dropSink();
        const auto &table = FieldTable<T>::get();
        const int found = table.find(k, m_next);
        if (found < 0) {
            m_sink = &m_skip;
            return true;
        }
        const auto index = std::size_t(found);
        m_seen.set(index);
        m_next = index + 1;
        std::size_t at = 0;
        auto open = [&](std::string_view, auto &member, const Rule & = Rule{}) {
            if (at++ == index) {
                using M = std::remove_reference_t<decltype(member)>;
                static_assert(sizeof(MemberSink<M>) <= sizeof(m_storage)
                              && alignof(MemberSink<M>) <= alignof(Sink));
                m_sink = new (m_storage) MemberSink<M>(member, table.rules[index]);
            }
        };
        T::visit(m_out, open);
        return true;
    }

    Sink *next() override { return m_sink; }

    bool close() override
    {
        // Required fields (not optional, not arrays or maps) must have been there; an array or
        // map absent or null is empty, so it must have the elements its rule asks for.
        const auto &table = FieldTable<T>::get();
        if (table.names.size() > FieldTable<T>::kMaxFields)
            return false; // some fields could not be told present: the DOM decoder decides
        if ((table.required & ~m_seen).any())
            return false;
        if (!table.anyMinItems)
            return true;
        bool ok = true;
        std::size_t index = 0;
        auto counted = [&](std::string_view, auto &member, const Rule & = Rule{}) {
            using M = std::remove_reference_t<decltype(member)>;
            if constexpr (IsVector<M>::value || IsMap<M>::value)
                ok = ok && member.size() >= table.rules[index].minItems;
            ++index;
        };
        T::visit(m_out, counted);
        return ok;
    }

private:
    /// A member's sink: null clears optionals, arrays and maps; refuses required fields.
    template <class M>
    class MemberSink final : public Sink
    {
    public:
        MemberSink(M &member, const Rule &rule)
            : m_member(member)
            , m_rule(rule)
        {}
        bool scalar(const Scalar &v) override
        {
            if constexpr (IsOptional<M>::value) {
                if (v.kind == Scalar::Null) {
                    m_member.reset();
                    return true;
                }
                typename M::value_type value{};
                if (!scalarInto(v, value, m_rule))
                    return false;
                m_member = std::move(value);
                return true;
            } else if constexpr (IsVector<M>::value || IsMap<M>::value) {
                if (v.kind != Scalar::Null)
                    return false;
                m_member.clear();
                return true;
            } else {
                return v.kind != Scalar::Null && scalarInto(v, m_member, m_rule);
            }
        }
        std::unique_ptr<Frame> open(bool object) override
        {
            if constexpr (IsOptional<M>::value) {
                m_member.emplace();
                return makeSink(*m_member, m_rule)->open(object);
            } else {
                return makeSink(m_member, m_rule)->open(object);
            }
        }

    private:
        M &m_member;
        const Rule &m_rule; ///< FieldTable's, which lives as long as the program
    };

    void dropSink()
    {
        if (m_sink && m_sink != &m_skip)
            m_sink->~Sink();
        m_sink = nullptr;
    }

    T &m_out;
    std::bitset<FieldTable<T>::kMaxFields> m_seen;
    std::size_t m_next = 0; ///< the field after the last one met
    SkipSink m_skip;
    Sink *m_sink = nullptr; ///< in m_storage, or m_skip
    alignas(Sink) unsigned char m_storage[3 * sizeof(void *)];
};

/** A value of type T: scalars directly, containers through their frames. */
template <class T>
class ValueSink final : public Sink
{
public:
    ValueSink(T &out, const Rule &rule)
        : m_out(out)
        , m_rule(rule)
    {}
    bool scalar(const Scalar &v) override { return scalarInto(v, m_out, m_rule); }
    std::unique_ptr<Frame> open(bool object) override
    {
        if constexpr (IsVector<T>::value) {
            if (!object)
                return std::make_unique<ArrayFrame<typename T::value_type>>(m_out, m_rule);
        } else if constexpr (IsMap<T>::value) {
            if (object)
                return std::make_unique<MapFrame<typename T::mapped_type>>(m_out, m_rule);
        } else if constexpr (requires { T::kSchema; }) {
            if (object)
                return std::make_unique<ObjectFrame<T>>(m_out);
        }
        return nullptr; // Json members and wrong kinds: the DOM decoder handles those
    }

private:
    T &m_out;
    const Rule m_rule;
};

template <class T>
std::unique_ptr<Sink> makeSink(T &out, const Rule &rule)
{
    if constexpr (IsOptional<T>::value) {
        out.emplace();
        return std::make_unique<ValueSink<typename T::value_type>>(*out, rule);
    } else {
        return std::make_unique<ValueSink<T>>(out, rule);
    }
}

/** The SAX handler: a stack of open frames under one root sink. */
class Handler final : public Json::json_sax_t
{
public:
    explicit Handler(Sink &root)
        : m_root(root)
    {}

    bool null() override { return value({}); }
    bool boolean(bool b) override
    {
        Scalar v;
        v.kind = Scalar::Bool;
        v.b = b;
        return value(v);
    }
    bool number_integer(number_integer_t i) override
    {
        Scalar v;
        v.kind = Scalar::Int;
        v.i = i;
        return value(v);
    }
    bool number_unsigned(number_unsigned_t u) override
    {
        Scalar v;
        v.kind = Scalar::Unsigned;
        v.u = u;
        return value(v);
    }
    bool number_float(number_float_t d, const string_t &) override
    {
        Scalar v;
        v.kind = Scalar::Float;
        v.d = d;
        return value(v);
    }
    bool string(string_t &s) override
    {
        Scalar v;
        v.kind = Scalar::String;
        v.s = &s;
        return value(v);
    }
    bool binary(binary_t &) override { return false; }
    bool start_object(std::size_t) override { return open(true); }
    bool key(string_t &k) override { return !m_frames.empty() && m_frames.back()->key(k); }
    bool end_object() override { return close(); }
    bool start_array(std::size_t) override { return open(false); }
    bool end_array() override { return close(); }
    bool parse_error(std::size_t, const std::string &, const nlohmann::detail::exception &) override
    {
        return false;
    }

    bool done() const { return m_rootDone && m_frames.empty(); }

private:
    Sink *target()
    {
        if (m_frames.empty())
            return m_rootDone ? nullptr : &m_root;
        return m_frames.back()->next();
    }
    bool value(const Scalar &v)
    {
        Sink *s = target();
        if (!s || !s->scalar(v))
            return false;
        if (m_frames.empty())
            m_rootDone = true;
        return true;
    }
    bool open(bool object)
    {
        Sink *s = target();
        if (!s || m_frames.size() >= std::size_t(kMaxJsonDepth))
            return false;
        auto frame = s->open(object);
        if (!frame)
            return false;
        m_frames.push_back(std::move(frame));
        return true;
    }
    bool close()
    {
        if (m_frames.empty() || !m_frames.back()->close())
            return false;
        m_frames.pop_back();
        if (m_frames.empty())
            m_rootDone = true;
        return true;
    }

    Sink &m_root;
    std::vector<std::unique_ptr<Frame>> m_frames;
    bool m_rootDone = false;
};

/** T from JSON text, or nullopt when the text is not a valid T (any reason). */
template <class T>
std::optional<T> decodeFast(std::string_view text)
{
    // The parser takes a NUL byte as the end of the input and would ignore what follows;
    // JSON text never holds one (parseJson refuses it too).
    if (text.find('\0') != std::string_view::npos)
        return std::nullopt;
    T value{};
    ValueSink<T> root(value, Rule{});
    Handler handler(root);
    if (!Json::sax_parse(text.begin(), text.end(), &handler, nlohmann::detail::input_format_t::json,
                         true, false)
        || !handler.done())
        return std::nullopt;
    return value;
}

} // namespace polychip::api::detail::sax
