// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "api/schemainfo.h"

#include <QTest>

#include <yaml-cpp/yaml.h>

#include <set>

using namespace polychip::api;

namespace {

const char kSpecPath[] = POLYCHIP_SOURCE_DIR "/docs/api/openapi.yaml";

std::string refName(const YAML::Node &node)
{
    const auto ref = node["$ref"].as<std::string>();
    const std::string prefix = "#/components/schemas/";
    return ref.rfind(prefix, 0) == 0 ? "ref:" + ref.substr(prefix.size()) : "bad-ref:" + ref;
}

/** The same compact descriptor as api::typeDescriptor(), read from a spec property. */
std::string describe(const YAML::Node &node)
{
    if (!node.IsMap())
        return "not-a-map";
    if (node["$ref"])
        return refName(node);
    if (node["allOf"] && node["allOf"].size() == 1 && node["allOf"][0]["$ref"])
        return refName(node["allOf"][0]);
    if (!node["type"])
        return "any";
    const auto type = node["type"].as<std::string>();
    if (type == "string" && node["format"] && node["format"].as<std::string>() == "date-time")
        return "date-time";
    if (type == "array")
        return "array<" + describe(node["items"]) + ">";
    if (type == "object" && node["additionalProperties"])
        return "map<" + describe(node["additionalProperties"]) + ">";
    return type;
}

std::string join(const std::set<std::string> &names)
{
    std::string out;
    for (const auto &n : names)
        out += (out.empty() ? "" : ", ") + n;
    return out;
}

} // namespace

/** docs/api/openapi.yaml and the C++ types of polychip_api describe the same API: every schema
 *  has a type, every type a schema, with the same fields, required fields, field types and
 *  enum values. */
class OpenApiSchemaTest final : public QObject
{
    Q_OBJECT

    YAML::Node m_schemas;

private Q_SLOTS:
    void initTestCase()
    {
        try {
            m_schemas = YAML::LoadFile(kSpecPath)["components"]["schemas"];
        } catch (const YAML::Exception &e) {
            QFAIL(e.what());
        }
        QVERIFY2(m_schemas && m_schemas.IsMap(), "components/schemas missing");
    }

    void typesMatchSchemas_data()
    {
        QTest::addColumn<QString>("schema");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("type");
        QTest::addColumn<bool>("required");
        QTest::addColumn<bool>("fullView");
        forEachSchemaType([]<class T>() {
            for (const FieldInfo &f : schemaFields<T>()) {
                QTest::addRow("%s.%s", T::kSchema.data(), f.name.c_str())
                    << QString::fromLatin1(T::kSchema.data(), qsizetype(T::kSchema.size()))
                    << QString::fromStdString(f.name) << QString::fromStdString(f.type)
                    << f.required << f.rule.fullView;
            }
        });
    }

    void typesMatchSchemas()
    {
        QFETCH(QString, schema);
        QFETCH(QString, field);
        QFETCH(QString, type);
        QFETCH(bool, required);
        QFETCH(bool, fullView);
        const YAML::Node node = m_schemas[schema.toStdString()];
        QVERIFY2(node, "schema missing from openapi.yaml");
        const YAML::Node property = node["properties"][field.toStdString()];
        QVERIFY2(property, "the spec lacks this field");
        QCOMPARE(QString::fromStdString(describe(property)), type);
        bool listed = false;
        for (const auto &r : node["required"])
            listed = listed || r.as<std::string>() == field.toStdString();
        QCOMPARE(listed, required);
        // Only the full view carries it (lists leave it out by default): `x-view: full`.
        const YAML::Node view = property["x-view"];
        QCOMPARE(view ? view.as<std::string>() : std::string("basic"),
                 std::string(fullView ? "full" : "basic"));
    }

    void schemasHaveNoExtraFields()
    {
        forEachSchemaType([this]<class T>() {
            const YAML::Node node = m_schemas[std::string(T::kSchema)];
            if (!node)
                return; // reported by typesMatchSchemas
            std::set<std::string> spec, code;
            for (const auto &p : node["properties"])
                spec.insert(p.first.as<std::string>());
            for (const auto &f : schemaFields<T>())
                code.insert(f.name);
            std::set<std::string> extra;
            std::set_difference(spec.begin(), spec.end(), code.begin(), code.end(),
                                std::inserter(extra, extra.end()));
            QVERIFY2(extra.empty(),
                     qPrintable(QStringLiteral("%1 has fields with no C++ member: %2")
                                    .arg(QString::fromLatin1(T::kSchema.data()),
                                         QString::fromStdString(join(extra)))));
        });
    }

    void enumsMatch()
    {
        forEachSchemaEnum([this]<class E>() {
            const std::string name(EnumInfo<E>::schema);
            const YAML::Node node = m_schemas[name];
            QVERIFY2(node && node["enum"], qPrintable(QString::fromStdString(name + " missing")));
            std::vector<std::string> spec;
            for (const auto &v : node["enum"])
                spec.push_back(v.as<std::string>());
            QVERIFY2(spec == enumWireNames<E>(),
                     qPrintable(QString::fromStdString(name + " values differ")));
        });
    }

    void everySchemaHasACppType()
    {
        std::set<std::string> known;
        forEachSchemaType([&]<class T>() { known.insert(std::string(T::kSchema)); });
        forEachSchemaEnum([&]<class E>() { known.insert(std::string(EnumInfo<E>::schema)); });
        std::set<std::string> orphans;
        for (const auto &s : m_schemas) {
            if (!known.contains(s.first.as<std::string>()))
                orphans.insert(s.first.as<std::string>());
        }
        QVERIFY2(orphans.empty(),
                 qPrintable(QString::fromStdString("no C++ type: " + join(orphans))));
    }
};

QTEST_GUILESS_MAIN(OpenApiSchemaTest)
#include "tst_openapischema.moc"
