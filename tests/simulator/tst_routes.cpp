// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "routes.h"

#include "api/lifecycle.h"

#include <QTest>

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <regex>
#include <set>

using namespace polychip;

namespace {

struct SpecOperation
{
    std::string method;
    std::string path;
};

std::map<std::string, SpecOperation> specOperations()
{
    std::map<std::string, SpecOperation> out;
    const YAML::Node paths = YAML::LoadFile(POLYCHIP_SOURCE_DIR "/docs/api/openapi.yaml")["paths"];
    for (const auto &p : paths) {
        for (const auto &m : p.second) {
            const auto method = m.first.as<std::string>();
            if (m.second.IsMap() && m.second["operationId"]) {
                std::string upper;
                for (const char ch : method)
                    upper += char(std::toupper(static_cast<unsigned char>(ch)));
                out[m.second["operationId"].as<std::string>()] = {upper, p.first.as<std::string>()};
            }
        }
    }
    return out;
}

} // namespace

/** The simulator's route table against docs/api/openapi.yaml. */
class RoutesTest final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everySpecOperationIsServed()
    {
        const auto spec = specOperations();
        QVERIFY(spec.size() > 40);
        std::set<std::string> served;
        for (const auto &r : sim::kRoutes)
            served.insert(std::string(r.operationId));
        for (const auto &[id, op] : spec) {
            QVERIFY2(served.contains(id), qPrintable(QString::fromStdString(id + " has no route")));
        }
        for (const auto &id : served)
            QVERIFY2(spec.contains(id),
                     qPrintable(QString::fromStdString(id + " is not in the spec")));
    }

    void routesMatchTheSpecPaths()
    {
        // Each route's method is the spec's, and its pattern matches the spec's path with its
        // {parameters} filled in.
        const auto spec = specOperations();
        for (const auto &r : sim::kRoutes) {
            const auto it = spec.find(std::string(r.operationId));
            QVERIFY(it != spec.end());
            QCOMPARE(QString::fromStdString(it->second.method),
                     QString::fromLatin1(r.method.data(), qsizetype(r.method.size())));
            const std::string path
                = std::regex_replace(it->second.path, std::regex("\\{[^}]+\\}"), "x_1");
            QVERIFY2(std::regex_match(path, std::regex(std::string(r.pattern))),
                     qPrintable(QString::fromStdString(std::string(r.operationId) + ": " + path)));
        }
    }

    void everyVerbIsTheSpecsAndRouted()
    {
        // One row of api::kVerbs per verb: the spec's operation at its path, a route for it, and
        // every action has its row.
        const auto spec = specOperations();
        std::set<api::InstanceAction> rows;
        for (const api::Verb &verb : api::kVerbs) {
            const std::string id(verb.operationId);
            rows.insert(verb.action);
            QVERIFY2(spec.contains(id), id.c_str());
            const bool deletes = verb.action == api::InstanceAction::Delete;
            QCOMPARE(QString::fromStdString(spec.at(id).method),
                     deletes ? QStringLiteral("DELETE") : QStringLiteral("POST"));
            const std::string path
                = "/v1/instances/{id}" + (deletes ? std::string() : ":" + std::string(verb.name));
            QCOMPARE(QString::fromStdString(spec.at(id).path), QString::fromStdString(path));
            QVERIFY(std::any_of(
                std::begin(sim::kRoutes), std::end(sim::kRoutes),
                [&](const sim::RouteSpec &r) { return r.operationId == verb.operationId; }));
            QCOMPARE(api::actionNamed(verb.name), std::optional(verb.action));
            QCOMPARE(&api::verb(verb.action), &verb);
        }
        for (auto a :
             {api::InstanceAction::Stop, api::InstanceAction::Start, api::InstanceAction::Sleep,
              api::InstanceAction::Wake, api::InstanceAction::Snapshot, api::InstanceAction::Switch,
              api::InstanceAction::Delete})
            QVERIFY(rows.contains(a));
        QVERIFY(!api::actionNamed("reboot"));
    }

    void roleTableIsComplete()
    {
        for (const auto &r : sim::kRoutes) {
            if (r.operationId == "getHealth")
                QCOMPARE(r.roles, unsigned(sim::kPublic));
            else
                QVERIFY2(r.roles & sim::kAdmin, "admins may do everything");
        }
    }
};

QTEST_GUILESS_MAIN(RoutesTest)
#include "tst_routes.moc"
