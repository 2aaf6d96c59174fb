// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

// Shared machinery of the codec tests: a fully populated sample of every schema type, and
// tables of round-trip, malformed and tolerated inputs generated field by field from the
// types' own field lists, so a field added to a type is covered without editing a test.

#include "api/codec.h"
#include "api/schemainfo.h"

#include <QByteArray>
#include <QString>
#include <QTest>

#include <algorithm>
#include <concepts>
#include <functional>
#include <map>

namespace polychip::test {

using namespace polychip::api;

/** Decodes text as one schema type and re-encodes the value. */
using CodecFn = std::function<Result<Json>(std::string_view text, bool strict)>;

template <class T>
void fillSample(T &value, const Rule &rule);

struct SampleFiller
{
    template <class M>
    void operator()(std::string_view, M &member, const Rule &rule = Rule{})
    {
        fillSample(member, rule);
    }
};

/** A valid value inside `rule` for every field, optionals set, two elements per array. */
template <class T>
void fillSample(T &value, const Rule &rule)
{
    using namespace polychip::api::detail;
    if constexpr (IsOptional<T>::value) {
        typename T::value_type inner{};
        fillSample(inner, rule);
        value = std::move(inner);
    } else if constexpr (std::is_same_v<T, std::string>) {
        value.assign(std::clamp<std::size_t>(8, rule.minLen, rule.maxLen), 'a');
    } else if constexpr (std::is_same_v<T, std::int64_t>) {
        value = std::int64_t(std::clamp(7.0, rule.min, rule.max));
    } else if constexpr (std::is_same_v<T, double>) {
        value = std::clamp(2.5, rule.min, rule.max);
    } else if constexpr (std::is_same_v<T, bool>) {
        value = true;
    } else if constexpr (std::is_same_v<T, Timestamp>) {
        value.unixSeconds = 1796198400; // 2026-12-02T08:00:00Z
    } else if constexpr (std::is_same_v<T, Json>) {
        value = Json{{"note", "free-form"}};
    } else if constexpr (ApiEnum<T>) {
        value = EnumInfo<T>::values.front().first;
    } else if constexpr (IsVector<T>::value) {
        value.resize(std::clamp<std::size_t>(2, rule.minItems, rule.maxItems));
        for (auto &item : value)
            fillSample(item, rule);
    } else if constexpr (IsMap<T>::value) {
        typename T::mapped_type item{};
        fillSample(item, rule);
        value.emplace("project", std::move(item));
    } else {
        SampleFiller filler;
        T::visit(value, filler);
    }
}

template <class T>
T sample()
{
    T value{};
    fillSample(value, Rule{});
    return value;
}

template <class T>
CodecFn codecFor()
{
    return [](std::string_view text, bool strict) -> Result<Json> {
        auto decoded = decode<T>(text, DecodeOptions{.rejectUnknownFields = strict});
        if (!decoded)
            return decoded.error();
        return toJson(decoded.value());
    };
}

inline QByteArray bytes(const std::string &s)
{
    return QByteArray(s.data(), qsizetype(s.size()));
}

/** A JSON value of another kind than the descriptor asks for. */
inline Json wrongKind(const std::string &type)
{
    if (type == "string" || type == "date-time")
        return 12345;
    if (type == "integer" || type == "number")
        return "12";
    if (type == "boolean")
        return 1;
    if (type.rfind("array<", 0) == 0)
        return Json{{"x", 1}};
    if (type.rfind("map<", 0) == 0)
        return Json::array({1, 2});
    return true; // refs: enums want a string, structs an object
}

template <class T>
bool isEnumRef(const std::string &type)
{
    bool found = false;
    forEachSchemaEnum(
        [&]<class E>() { found = found || type == "ref:" + std::string(EnumInfo<E>::schema); });
    return found;
}

/** Adds rows (type, json, strict, field) of inputs that must fail to decode as T. */
template <class T>
void addMalformedRowsFor()
{
    const std::string name(T::kSchema);
    const Json good = toJson(sample<T>());
    auto row = [&](const std::string &what, const std::string &text, bool strict,
                   const std::string &field) {
        QTest::addRow("%s.%s", name.c_str(), what.c_str())
            << QString::fromStdString(name) << bytes(text) << strict
            << QString::fromStdString(field);
    };
    auto with = [&](const std::string &field, Json value) {
        Json j = good;
        j[field] = std::move(value);
        return dumpJson(j);
    };
    const std::string deep = std::string(10'000, '[') + std::string(10'000, ']');

    for (const FieldInfo &f : schemaFields<T>()) {
        const std::string path = "$." + f.name;
        if (f.type != "any")
            row(f.name + ".wrong-kind", with(f.name, wrongKind(f.type)), false, path);
        if (f.required) {
            Json j = good;
            j.erase(f.name);
            row(f.name + ".missing", dumpJson(j), false, path);
            row(f.name + ".null", with(f.name, nullptr), false, path);
        }
        if (f.type == "integer") {
            row(f.name + ".fraction", with(f.name, 1.5), false, path);
            row(f.name + ".overflow-1e30", with(f.name, 1e30), false, path);
            row(f.name + ".overflow-2^63", with(f.name, std::uint64_t(1) << 63), false, path);
            if (f.rule.min >= 0)
                row(f.name + ".negative", with(f.name, -1), false, path);
        }
        if (f.type == "number" && f.rule.min >= 0)
            row(f.name + ".negative", with(f.name, -0.5), false, path);
        if (f.type == "string")
            row(f.name + ".one-megabyte", with(f.name, std::string(1 << 20, 'x')), false, path);
        if (f.type == "date-time")
            row(f.name + ".not-a-time", with(f.name, "yesterday at noon"), false, path);
        if (f.type.rfind("array<", 0) == 0)
            row(f.name + ".null-element", with(f.name, Json::array({nullptr})), false, path);
        if (isEnumRef<T>(f.type))
            row(f.name + ".unknown-enum-strict", with(f.name, "no-such-value"), true, path);
        if (f.type != "any") {
            std::string text = with(f.name, "@@deep@@");
            text.replace(text.find("\"@@deep@@\""), 10, deep);
            row(f.name + ".deep-nesting", text, false, "$");
        }
    }
    std::string text = dumpJson(good);
    row("unknown-field-strict", text.substr(0, text.size() - 1) + R"(,"zz_unknown":1})", true,
        "$.zz_unknown");
    row("invalid-utf8", text.substr(0, text.size() - 1) + ",\"zz\":\"\xC3\x28\xff\"}", false, "$");
    row("truncated", text.substr(0, text.size() / 2), false, "$");
    row("empty", "", false, "$");
    row("null", "null", false, "$");
    row("array-instead-of-object", "[" + text + "]", false, "$");
    row("deep-document", deep, false, "$");
}

/** Adds rows (type, json, fieldCount) of a fully populated sample of T. */
template <class T>
void addRoundTripRowFor()
{
    const std::string name(T::kSchema);
    QTest::addRow("%s", name.c_str()) << QString::fromStdString(name) << bytes(encode(sample<T>()))
                                      << int(schemaFields<T>().size());
}

/** Adds rows (type, json, field, reencoded) that a client must accept: unknown fields and
 *  unknown enum values of a newer server. */
template <class T>
void addToleratedRowsFor()
{
    const std::string name(T::kSchema);
    const Json good = toJson(sample<T>());
    Json extra = good;
    extra["zz_from_the_future"] = Json{{"a", 1}};
    QTest::addRow("%s.unknown-field", name.c_str())
        << QString::fromStdString(name) << bytes(dumpJson(extra)) << QString() << QString();
    for (const FieldInfo &f : schemaFields<T>()) {
        if (!isEnumRef<T>(f.type))
            continue;
        Json j = good;
        j[f.name] = "value-from-the-future";
        QTest::addRow("%s.%s.unknown-enum", name.c_str(), f.name.c_str())
            << QString::fromStdString(name) << bytes(dumpJson(j)) << QString::fromStdString(f.name)
            << QString(); // Unknown re-encodes as ""
    }
}

/** Whether T compares by value (its defaulted operator==) as the client's stores rely on: the
 *  sample (every field filled) equals itself decoded from its own encoding, and differs from a
 *  default-made value. */
template <class T>
bool comparesByValue()
{
    static_assert(std::equality_comparable<T>, "a wire type compares by value");
    const T value = sample<T>();
    const auto again = decode<T>(encode(value));
    return again.ok() && again.value() == value && !(T{} == value);
}

/** The tables and checks of one group of schema types. */
template <class... Ts>
struct CodecGroup
{
    static bool comparesByValue(const QString &type)
    {
        static const std::map<QString, bool (*)()> map{
            {QString::fromLatin1(Ts::kSchema.data(), qsizetype(Ts::kSchema.size())),
             &test::comparesByValue<Ts>}...};
        return map.at(type)();
    }

    static const std::map<QString, CodecFn> &codecs()
    {
        static const std::map<QString, CodecFn> map{
            {QString::fromLatin1(Ts::kSchema.data(), qsizetype(Ts::kSchema.size())),
             codecFor<Ts>()}...};
        return map;
    }

    static void roundTripData()
    {
        QTest::addColumn<QString>("type");
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<int>("fieldCount");
        (addRoundTripRowFor<Ts>(), ...);
    }

    static void roundTrip()
    {
        QFETCH(QString, type);
        QFETCH(QByteArray, json);
        QFETCH(int, fieldCount);
        const auto original = parseJson(json.toStdString());
        QVERIFY(original.ok());
        QCOMPARE(int(original->size()), fieldCount); // the sample fills every field
        const auto decoded = codecs().at(type)(json.toStdString(), true);
        QVERIFY2(decoded.ok(), decoded.ok() ? "" : decoded.error().message.c_str());
        QCOMPARE(dumpJson(decoded.value()), dumpJson(original.value()));
        QVERIFY(comparesByValue(type));
    }

    static void malformedData()
    {
        QTest::addColumn<QString>("type");
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<bool>("strict");
        QTest::addColumn<QString>("field");
        (addMalformedRowsFor<Ts>(), ...);
    }

    static void malformed()
    {
        QFETCH(QString, type);
        QFETCH(QByteArray, json);
        QFETCH(bool, strict);
        QFETCH(QString, field);
        const auto result
            = codecs().at(type)(std::string_view(json.constData(), json.size()), strict);
        QVERIFY2(!result.ok(), "malformed input decoded");
        QVERIFY(result.error().kind == ErrorKind::Decode);
        QVERIFY(!result.error().message.empty());
        const QString path = QString::fromStdString(result.error().field);
        QVERIFY2(path == field || path.startsWith(field + QLatin1Char('.'))
                     || path.startsWith(field + QLatin1Char('[')),
                 qPrintable(QStringLiteral("error at %1, expected %2: %3")
                                .arg(path, field, QString::fromStdString(result.error().message))));
    }

    static void toleratedData()
    {
        QTest::addColumn<QString>("type");
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("enumField");
        QTest::addColumn<QString>("unused");
        (addToleratedRowsFor<Ts>(), ...);
    }

    static void tolerated()
    {
        QFETCH(QString, type);
        QFETCH(QByteArray, json);
        QFETCH(QString, enumField);
        const auto lenient = codecs().at(type)(json.toStdString(), false);
        QVERIFY2(lenient.ok(), lenient.ok() ? "" : lenient.error().message.c_str());
        QVERIFY(!lenient->contains("zz_from_the_future"));
        if (!enumField.isEmpty())
            QCOMPARE(lenient->at(enumField.toStdString()).template get<std::string>(),
                     std::string());
        // A server decoding a request is strict about both.
        QVERIFY(!codecs().at(type)(json.toStdString(), true).ok());
    }
};

} // namespace polychip::test
