// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
// Runs after the integration tests (a CTest fixture cleanup): every operation of the spec must
// have been answered at least once with success and once with an error by a real polychip-sim
// during the suite. The tests record what their simulators served (simtestclient.h); the route
// table equals the spec's operations (tst_routes).
#include "routes.h"

#include <QDir>
#include <QFile>
#include <QTest>

#include <map>
#include <set>

using namespace polychip;

class SpecCoverageTest final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyOperationSucceedsAndFailsSomewhere()
    {
        const QDir dir(QStringLiteral(POLYCHIP_SIM_COVERAGE_DIR));
        const QStringList expected
            = QString::fromLatin1(POLYCHIP_SIM_COVERAGE_TESTS).split(QLatin1Char(','));
        for (const QString &test : expected) {
            if (!dir.exists(test + QStringLiteral(".log")))
                QSKIP(qPrintable(test
                                 + QStringLiteral(" did not run in this session: run the "
                                                  "whole suite to check spec coverage")));
        }
        std::map<std::string, std::set<int>> statuses;
        for (const QString &test : expected) {
            QFile file(dir.filePath(test + QStringLiteral(".log")));
            QVERIFY(file.open(QIODevice::ReadOnly));
            while (!file.atEnd()) {
                const QList<QByteArray> parts = file.readLine().trimmed().split(' ');
                if (parts.size() == 2)
                    statuses[parts[0].toStdString()].insert(parts[1].toInt());
            }
        }
        QStringList missing;
        for (const auto &route : sim::kRoutes) {
            const std::string id(route.operationId);
            const auto &seen = statuses[id];
            const bool ok
                = std::any_of(seen.begin(), seen.end(), [](int s) { return s >= 200 && s < 300; });
            // Health takes no key and no input: while the server runs it can only answer 200.
            const bool failed
                = id == "getHealth"
                  || std::any_of(seen.begin(), seen.end(), [](int s) { return s >= 400; });
            if (!ok)
                missing << QString::fromStdString(id + ": no success");
            if (!failed)
                missing << QString::fromStdString(id + ": no error case");
        }
        for (const QString &line : missing)
            qWarning("%s", qPrintable(line));
        QVERIFY2(missing.isEmpty(), "operations without a success or an error case (listed above)");
    }
};

QTEST_GUILESS_MAIN(SpecCoverageTest)
#include "tst_speccoverage.moc"
