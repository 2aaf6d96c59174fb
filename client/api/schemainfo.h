// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

// Describes the schema types of types.h the way an OpenAPI document would: field by field,
// with a compact type descriptor. Used to check the spec against the code and to generate
// test inputs that cover every field.

#include "codec.h"

#include <cassert>
#include <string>
#include <type_traits>
#include <vector>

namespace polychip::api {

/** Compact descriptor of a C++ field type, in OpenAPI terms: "string", "integer", "number",
 *  "boolean", "date-time", "any", "ref:<Schema>", "array<...>", "map<...>". */
template <class T>
std::string typeDescriptor()
{
    using namespace detail;
    if constexpr (IsOptional<T>::value)
        return typeDescriptor<typename T::value_type>();
    else if constexpr (std::is_same_v<T, std::string>)
        return "string";
    else if constexpr (std::is_same_v<T, std::int64_t>)
        return "integer";
    else if constexpr (std::is_same_v<T, double>)
        return "number";
    else if constexpr (std::is_same_v<T, bool>)
        return "boolean";
    else if constexpr (std::is_same_v<T, Timestamp>)
        return "date-time";
    else if constexpr (std::is_same_v<T, Json>)
        return "any";
    else if constexpr (ApiEnum<T>)
        return "ref:" + std::string(EnumInfo<T>::schema);
    else if constexpr (IsVector<T>::value)
        return "array<" + typeDescriptor<typename T::value_type>() + ">";
    else if constexpr (IsMap<T>::value)
        return "map<" + typeDescriptor<typename T::mapped_type>() + ">";
    else
        return "ref:" + std::string(T::kSchema);
}

/** One field of a schema type. */
struct FieldInfo
{
    std::string name;
    std::string type;      ///< typeDescriptor() of the member
    bool required = false; ///< neither optional, an array or map, absentIsDefault nor fullView
    Rule rule;
};

namespace detail {
struct FieldInfoCollector
{
    std::vector<FieldInfo> fields;
    template <class M>
    void operator()(std::string_view name, M &, const Rule &rule = Rule{})
    {
        const bool optional = IsOptional<M>::value || IsVector<M>::value || IsMap<M>::value
                              || rule.absentIsDefault || rule.fullView;
        fields.push_back({std::string(name), typeDescriptor<M>(), !optional, rule});
    }
};
} // namespace detail

/** The fields of schema type T, in declaration order. */
template <class T>
std::vector<FieldInfo> schemaFields()
{
    detail::FieldInfoCollector collector;
    T dummy{};
    T::visit(dummy, collector);
    return collector.fields;
}

/** The limits of `field` of schema type T, as T::visit() states them (editors take their
 *  ranges from there, so they cannot offer what the platform refuses). An unknown field is a
 *  programming error: it asserts, and gives no limits. */
template <class T>
Rule fieldRule(std::string_view field)
{
    for (const FieldInfo &f : schemaFields<T>()) {
        if (f.name == field)
            return f.rule;
    }
    assert(false && "fieldRule: no such field");
    return {};
}

/** Takes the fields only the full view carries (Rule::fullView) from `from` into `to`: what a
 *  record of the basic view left out, taken from a whole one of the same resource. Copies from
 *  an lvalue, moves from an rvalue. */
template <class T, class From>
requires std::is_same_v<std::remove_cvref_t<From>, T>
void copyFullViewFields(From &&from, T &to)
{
    std::vector<void *> targets;
    auto collect = [&](std::string_view, auto &member, const Rule &rule = Rule{}) {
        if (rule.fullView)
            targets.push_back(&member);
    };
    T::visit(to, collect);
    std::size_t next = 0;
    auto take = [&](std::string_view, auto &member, const Rule &rule = Rule{}) {
        using M = std::remove_cvref_t<decltype(member)>;
        if (!rule.fullView)
            return;
        auto &target = *static_cast<M *>(targets[next++]); // the same visit(), the same order
        if constexpr (std::is_rvalue_reference_v<From &&>)
            target = std::move(member);
        else
            target = member;
    };
    T::visit(from, take);
}

/** The wire names of enum E, in the spec's order. */
template <ApiEnum E>
std::vector<std::string> enumWireNames()
{
    std::vector<std::string> names;
    for (const auto &[value, name] : EnumInfo<E>::values)
        names.emplace_back(name);
    return names;
}

} // namespace polychip::api
