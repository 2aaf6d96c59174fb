// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
// Answers to an earlier round of requests (an old connection, another instance) are dropped.

#include "latestanswers.h"

#include <QTest>

#include <functional>
#include <string>

using polychip::client::LatestAnswers;

class LatestAnswersTest final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void anAnswerOfTheLatestRoundIsHandled()
    {
        LatestAnswers answers;
        answers.next();
        std::string got;
        auto handle = answers.guard([&got](std::string answer) { got = std::move(answer); });
        handle(std::string("first"));
        QCOMPARE(got, std::string("first"));
        handle(std::string("again")); // the same round answers as often as it is asked
        QCOMPARE(got, std::string("again"));
    }

    void anAnswerOfAnEarlierRoundIsDropped()
    {
        LatestAnswers answers;
        int handled = 0;
        auto before = answers.guard([&handled](int) { ++handled; });
        answers.next();
        auto after = answers.guard([&handled](int n) { handled += n; });
        before(1);
        QCOMPARE(handled, 0);
        after(5);
        QCOMPARE(handled, 5);
        answers.next();
        after(5);
        QCOMPARE(handled, 5);
    }

    void aDroppedPageStopsTheWalk()
    {
        // A page handler answers whether to go on; one from an earlier round says no.
        LatestAnswers answers;
        auto page = answers.guard([](int) { return true; });
        QVERIFY(page(1));
        answers.next();
        QVERIFY(!page(1));
    }

    void theGuardFitsApiClientsCallbackType()
    {
        LatestAnswers answers;
        bool called = false;
        const std::function<void(int)> callback = answers.guard([&called](int) { called = true; });
        callback(0);
        QVERIFY(called);
    }
};

QTEST_GUILESS_MAIN(LatestAnswersTest)
#include "tst_latestanswers.moc"
