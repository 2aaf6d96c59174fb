// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "consolepage.h"

#include <QStyle>

class QLabel;

namespace polychip::ui {

/** Stands in for a page a later version brings: its title, one line on what it will do, and a
 *  note that it is not there yet. Title and description are source texts the caller marks with
 *  QT_TRANSLATE_NOOP("polychip::ui::ComingPage", ...); the page translates them, and again on a
 *  language change. */
class ComingPage final : public ConsolePage
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ComingPage)

public:
    struct Spec
    {
        QString id;
        QStyle::StandardPixmap icon = QStyle::SP_FileIcon;
        const char *title = "";
        const char *description = "";
        bool simulatorOnly = false; ///< offered on the bundled simulator's profile only
    };

    explicit ComingPage(Spec spec, QWidget *parent = nullptr);

    QString title() const override;
    QIcon icon() const override;
    QString description() const override;
    bool isAvailable(const PageContext &context) const override;
    QString noteText() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    const Spec m_spec;
    QLabel *m_title = nullptr;
    QLabel *m_description = nullptr;
    QLabel *m_note = nullptr;
};

} // namespace polychip::ui
