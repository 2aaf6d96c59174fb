// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QDialog>

class QLabel;
class QLineEdit;
class QListWidget;
class QTextBrowser;
class QToolButton;

namespace polychip::app {

/**
 * Help → User guide (F1): the guide of UserGuide in the console's language, its sections listed
 * beside it, searchable (Ctrl+F; Enter and Shift+Enter go to the next and previous match, every
 * match highlighted). Follows a language switch, keeping the section shown.
 */
class UserGuideDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(UserGuideDialog)

public:
    explicit UserGuideDialog(QWidget *parent = nullptr);

    /// Shows the section `index` (of UserGuide::headings()); nothing for an index out of range.
    void showSection(int index);
    /// The section shown at the top (the last heading above the view's first line).
    int currentSection() const;
    /// Finds `text` after (or before) the cursor, wrapping round; false when it is nowhere.
    bool find(const QString &text, bool backward = false);

protected:
    void changeEvent(QEvent *event) override;

private:
    void load();
    void retranslate();
    void highlightAll(const QString &text);
    int headingBlock(int index) const;

    QLineEdit *m_search;
    QToolButton *m_previous;
    QToolButton *m_next;
    QLabel *m_found;
    QListWidget *m_sections;
    QTextBrowser *m_text;
    QList<int> m_headingBlocks; ///< the block number of each heading, in order
};

} // namespace polychip::app
