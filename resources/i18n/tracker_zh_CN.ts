<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>Counts</name>
    <message>
        <source>Hands dealt; Banker, Player and Tie wins; Player pairs (PP), Banker pairs (BP) and naturals (N) where the shoe records them; the cards left in a shoe dealt card by card.</source>
        <translation>已发局数；庄、闲、和的胜局数；牌靴有记录时的闲对、庄对和例牌数；逐张发牌的牌靴还显示剩余牌数。</translation>
    </message>
    <message>
        <source>PP</source>
        <translation>闲对</translation>
    </message>
    <message>
        <source>BP</source>
        <translation>庄对</translation>
    </message>
    <message>
        <source>N</source>
        <translation>例牌</translation>
    </message>
    <message>
        <source>Cards left</source>
        <translation>剩余牌数</translation>
    </message>
    <message>
        <source>Counts</source>
        <translation>统计</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>%1: could not write the %2 file (%3)</source>
        <translation>%1：无法写入 %2 文件（%3）</translation>
    </message>
    <message>
        <source>%1: could not write the %2 file</source>
        <translation>%1：无法写入 %2 文件</translation>
    </message>
    <message>
        <source>Scorecards</source>
        <translation>路纸</translation>
    </message>
</context>
<context>
    <name>HandsTable</name>
    <message>
        <source>Hand</source>
        <translation>局</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>赢家</translation>
    </message>
    <message>
        <source>Player cards</source>
        <translation>闲牌</translation>
    </message>
    <message>
        <source>Banker cards</source>
        <translation>庄牌</translation>
    </message>
    <message>
        <source>Totals</source>
        <translation>点数</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>对子</translation>
    </message>
    <message>
        <source>Natural</source>
        <translation>例牌</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>备注</translation>
    </message>
</context>
<context>
    <name>Honesty</name>
    <message>
        <source>Past outcomes cannot predict future hands.</source>
        <translation>过去的结果无法预测未来的牌局。</translation>
    </message>
    <message>
        <source>Past outcomes cannot predict future hands: every hand is dealt from the cards left, whatever the scorecards show.</source>
        <translation>过去的结果无法预测未来的牌局：无论路纸显示什么，每一局都只取决于剩余的牌。</translation>
    </message>
    <message>
        <source>Only side bets move far with the cards left: the Banker and Player edges barely move.</source>
        <translation>只有边注会随剩余牌明显变化：庄和闲的优势几乎不变。</translation>
    </message>
</context>
<context>
    <name>LoggingBar</name>
    <message>
        <source>live</source>
        <translation>现场记录</translation>
    </message>
    <message>
        <source>imported</source>
        <translation>已导入</translation>
    </message>
    <message>
        <source>practice</source>
        <translation>练习</translation>
    </message>
    <message>
        <source>simulated</source>
        <translation>模拟</translation>
    </message>
    <message>
        <source>&amp;Banker</source>
        <translation>庄(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Player</source>
        <translation>闲(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Tie</source>
        <translation>和(&amp;T)</translation>
    </message>
    <message>
        <source>Player pair (1)</source>
        <translation>闲对 (1)</translation>
    </message>
    <message>
        <source>Banker pair (2)</source>
        <translation>庄对 (2)</translation>
    </message>
    <message>
        <source>Natural (N)</source>
        <translation>例牌 (N)</translation>
    </message>
    <message>
        <source>Log a Banker win as the next hand (B)</source>
        <translation>下一局记为庄赢 (B)</translation>
    </message>
    <message>
        <source>Log a Player win as the next hand (P)</source>
        <translation>下一局记为闲赢 (P)</translation>
    </message>
    <message>
        <source>Log a tie as the next hand (T)</source>
        <translation>下一局记为和 (T)</translation>
    </message>
    <message>
        <source>Marks the next hand logged (%1); cleared after it</source>
        <translation>标记下一局 (%1)；记录后清除</translation>
    </message>
    <message>
        <source>● Logging %1: B, P or T logs a hand, C enters its cards (Ctrl+Z undoes)</source>
        <translation>● 正在记录 %1：按 B、P 或 T 记录一局，C 输入牌面（Ctrl+Z 撤销）</translation>
    </message>
    <message>
        <source>● Logging %1: B, P or T logs a hand (Ctrl+Z undoes)</source>
        <translation>● 正在记录 %1：按 B、P 或 T 记录一局（Ctrl+Z 撤销）</translation>
    </message>
    <message>
        <source>%1 is closed: Shoe → Reopen to log more, Ctrl+N starts a new shoe</source>
        <translation>%1 已结束：牌靴 → 重新打开可继续记录，Ctrl+N 开新靴</translation>
    </message>
    <message>
        <source>%1 (%2): Ctrl+N starts a shoe to log at the table</source>
        <translation>%1（%2）：Ctrl+N 在牌桌开新靴记录</translation>
    </message>
    <message>
        <source>Press Ctrl+N to start logging a new shoe at the table</source>
        <translation>按 Ctrl+N 在牌桌开始记录新牌靴</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Shoe</source>
        <translation>牌靴(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Tables</source>
        <translation>牌桌(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Analysis</source>
        <translation>分析(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Practice</source>
        <translation>练习(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>Show the table of this tab: the logging keys log there</source>
        <translation>显示此标签页的牌桌：记录键记录到这里</translation>
    </message>
    <message>
        <source>&amp;Import shoe files…</source>
        <translation>导入牌靴文件(&amp;I)…</translation>
    </message>
    <message>
        <source>Store hands CSV, bead strings or shoe JSON files in the library</source>
        <translation>将牌局 CSV、珠串或牌靴 JSON 文件存入牌靴库</translation>
    </message>
    <message>
        <source>Import the &amp;sample shoes</source>
        <translation>导入示例牌靴(&amp;S)</translation>
    </message>
    <message>
        <source>Real shoes from live tables and shoes dealt by tracker&apos;s simulator</source>
        <translation>真人牌桌的真实牌靴，以及 tracker 模拟器发出的牌靴</translation>
    </message>
    <message>
        <source>Import the &amp;real-shoe library (5,824 shoes)…</source>
        <translation>导入真实牌靴库(5,824 靴)(&amp;R)…</translation>
    </message>
    <message>
        <source>Every shoe of 45 live tables, 9–12 August 2025: 397,048 hands (MIT licence)</source>
        <translation>45 张真人牌桌 2025 年 8 月 9–12 日的全部牌靴：397,048 局（MIT 许可）</translation>
    </message>
    <message>
        <source>&amp;Library browser…</source>
        <translation>牌靴库浏览器(&amp;L)…</translation>
    </message>
    <message>
        <source>Every shoe in a sortable table with filters; validate, export or delete a selection</source>
        <translation>所有牌靴列于可排序、可筛选的表格；可校验、导出或删除所选</translation>
    </message>
    <message>
        <source>&amp;Replay the shown shoe…</source>
        <translation>回放当前牌靴(&amp;R)…</translation>
    </message>
    <message>
        <source>Step through the shoe hand by hand: roads, cards, reasons, odds, problems</source>
        <translation>逐局回看牌靴：路、牌、理由、概率、问题</translation>
    </message>
    <message>
        <source>&amp;Validation report…</source>
        <translation>校验报告(&amp;V)…</translation>
    </message>
    <message>
        <source>Every problem the replay found in the library, by shoe, hand and file line</source>
        <translation>回放在牌靴库中发现的所有问题，按牌靴、局和文件行列出</translation>
    </message>
    <message>
        <source>Export scorecards as &amp;PNG…</source>
        <translation>将路纸导出为 PNG(&amp;P)…</translation>
    </message>
    <message>
        <source>Save the shown shoe&apos;s board as a picture with its title and counts</source>
        <translation>将当前牌靴的路纸连同标题和统计存为图片</translation>
    </message>
    <message>
        <source>Export scorecards as P&amp;DF…</source>
        <translation>将路纸导出为 PDF(&amp;D)…</translation>
    </message>
    <message>
        <source>Save the shown shoe&apos;s board on A4 or Letter pages (landscape)</source>
        <translation>将当前牌靴的路纸存为 A4 或 Letter 页面（横向）</translation>
    </message>
    <message>
        <source>P&amp;rint scorecards…</source>
        <translation>打印路纸(&amp;R)…</translation>
    </message>
    <message>
        <source>Print the shown shoe&apos;s board</source>
        <translation>打印当前牌靴的路纸</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>设置(&amp;T)…</translation>
    </message>
    <message>
        <source>Theme, palette, defaults for new shoes, card entry, the library&apos;s location</source>
        <translation>主题、配色、新牌靴默认值、输入牌面、牌靴库位置</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>Close tracker</source>
        <translation>关闭 tracker</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>Undo the last change</source>
        <translation>撤销上一次更改</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>Redo what was undone</source>
        <translation>重做已撤销的操作</translation>
    </message>
    <message>
        <source>Log &amp;Banker</source>
        <translation>记录庄(&amp;B)</translation>
    </message>
    <message>
        <source>Log a Banker win as the next hand</source>
        <translation>下一局记为庄赢</translation>
    </message>
    <message>
        <source>Log &amp;Player</source>
        <translation>记录闲(&amp;P)</translation>
    </message>
    <message>
        <source>Log a Player win as the next hand</source>
        <translation>下一局记为闲赢</translation>
    </message>
    <message>
        <source>Log &amp;Tie</source>
        <translation>记录和(&amp;T)</translation>
    </message>
    <message>
        <source>Log a tie as the next hand</source>
        <translation>下一局记为和</translation>
    </message>
    <message>
        <source>Enter the &amp;cards</source>
        <translation>输入牌面(&amp;C)</translation>
    </message>
    <message>
        <source>Type the next hand&apos;s cards (7h kd / 3s kc 5d); Enter logs it, Esc leaves</source>
        <translation>输入下一局的牌（7h kd / 3s kc 5d）；Enter 记录，Esc 退出</translation>
    </message>
    <message>
        <source>Mark Player pair</source>
        <translation>标记闲对</translation>
    </message>
    <message>
        <source>The next hand logged has a Player pair</source>
        <translation>下一局记录为有闲对</translation>
    </message>
    <message>
        <source>Mark Banker pair</source>
        <translation>标记庄对</translation>
    </message>
    <message>
        <source>The next hand logged has a Banker pair</source>
        <translation>下一局记录为有庄对</translation>
    </message>
    <message>
        <source>Mark natural</source>
        <translation>标记例牌</translation>
    </message>
    <message>
        <source>The next hand logged is a natural</source>
        <translation>下一局记录为例牌</translation>
    </message>
    <message>
        <source>&amp;Edit hand…</source>
        <translation>修改该局(&amp;E)…</translation>
    </message>
    <message>
        <source>Correct the hand chosen in the hands table (or double-click it)</source>
        <translation>修改牌局表中选中的一局（或双击它）</translation>
    </message>
    <message>
        <source>&amp;Insert a hand…</source>
        <translation>插入一局(&amp;I)…</translation>
    </message>
    <message>
        <source>Put a forgotten hand in before the one chosen in the hands table</source>
        <translation>在牌局表中选中的一局之前插入漏记的一局</translation>
    </message>
    <message>
        <source>&amp;Delete hand</source>
        <translation>删除该局(&amp;D)</translation>
    </message>
    <message>
        <source>Delete the hand chosen in the hands table (Ctrl+Z undoes)</source>
        <translation>删除牌局表中选中的一局（Ctrl+Z 撤销）</translation>
    </message>
    <message>
        <source>&amp;New shoe at the table…</source>
        <translation>在牌桌开新靴(&amp;N)…</translation>
    </message>
    <message>
        <source>Start logging a new shoe: its casino, table, decks and rules</source>
        <translation>开始记录新牌靴：赌场、牌桌、副数和规则</translation>
    </message>
    <message>
        <source>Shoe &amp;details…</source>
        <translation>牌靴详情(&amp;D)…</translation>
    </message>
    <message>
        <source>Change the shown shoe&apos;s casino, table, start, decks, rules and notes</source>
        <translation>修改当前牌靴的赌场、牌桌、开始时间、副数、规则和备注</translation>
    </message>
    <message>
        <source>&amp;Close this shoe</source>
        <translation>结束此靴(&amp;C)</translation>
    </message>
    <message>
        <source>Mark the shoe finished: no more hands can be logged to it (Reopen undoes)</source>
        <translation>将牌靴标记为结束：不能再记录（重新打开可撤销）</translation>
    </message>
    <message>
        <source>&amp;Reopen this shoe</source>
        <translation>重新打开此靴(&amp;R)</translation>
    </message>
    <message>
        <source>Open a closed shoe for logging again</source>
        <translation>重新打开已结束的牌靴以继续记录</translation>
    </message>
    <message>
        <source>De&amp;lete this shoe…</source>
        <translation>删除此靴(&amp;L)…</translation>
    </message>
    <message>
        <source>Delete the shown shoe and its hands from the library (asks first)</source>
        <translation>从牌靴库删除当前牌靴及其牌局（先询问）</translation>
    </message>
    <message>
        <source>&amp;Colour-blind-safe scorecards</source>
        <translation>色盲友好路纸(&amp;C)</translation>
    </message>
    <message>
        <source>Shapes as well as colours tell Banker from Player</source>
        <translation>除颜色外，也用形状区分庄和闲</translation>
    </message>
    <message>
        <source>&amp;Shoe list</source>
        <translation>牌靴列表(&amp;S)</translation>
    </message>
    <message>
        <source>Show or hide the shoe list pane (the board takes the room)</source>
        <translation>显示或隐藏牌靴列表窗格（路纸占用空出的位置）</translation>
    </message>
    <message>
        <source>&amp;Hands</source>
        <translation>牌局(&amp;H)</translation>
    </message>
    <message>
        <source>Show or hide the hands table pane (the board takes the room)</source>
        <translation>显示或隐藏牌局表窗格（路纸占用空出的位置）</translation>
    </message>
    <message>
        <source>S&amp;tatistics</source>
        <translation>统计(&amp;T)</translation>
    </message>
    <message>
        <source>Show or hide the statistics pane (the board takes the room)</source>
        <translation>显示或隐藏统计窗格（路纸占用空出的位置）</translation>
    </message>
    <message>
        <source>Find shoe</source>
        <translation>查找牌靴</translation>
    </message>
    <message>
        <source>Filter the shoe list</source>
        <translation>筛选牌靴列表</translation>
    </message>
    <message>
        <source>Go to the shoe &amp;list</source>
        <translation>转到牌靴列表(&amp;L)</translation>
    </message>
    <message>
        <source>Move the keys to the shoe list (Esc comes back to the table)</source>
        <translation>将键盘焦点移到牌靴列表（Esc 返回牌桌）</translation>
    </message>
    <message>
        <source>&amp;New table</source>
        <translation>新牌桌(&amp;N)</translation>
    </message>
    <message>
        <source>A tab for another table, with its own shoe and undo history</source>
        <translation>为另一张牌桌开一个标签页，有自己的牌靴和撤销记录</translation>
    </message>
    <message>
        <source>&amp;Close table tab</source>
        <translation>关闭牌桌标签页(&amp;C)</translation>
    </message>
    <message>
        <source>Close the tab (its shoe stays in the library as it is)</source>
        <translation>关闭标签页（其牌靴原样保留在牌靴库中）</translation>
    </message>
    <message>
        <source>&amp;Online table…</source>
        <translation>线上单人台(&amp;O)…</translation>
    </message>
    <message>
        <source>Practise at the online table for one: chips, Deal, exact payouts</source>
        <translation>在线上单人台练习：筹码、发牌、准确派彩</translation>
    </message>
    <message>
        <source>&amp;Casino table of five…</source>
        <translation>赌场五人台(&amp;C)…</translation>
    </message>
    <message>
        <source>Practise at a casino table of five seats, in turn, people or computer players</source>
        <translation>在五个座位的赌场台练习，轮流下注，真人或电脑玩家</translation>
    </message>
    <message>
        <source>&amp;Keys…</source>
        <translation>快捷键(&amp;K)…</translation>
    </message>
    <message>
        <source>Every key of tracker</source>
        <translation>tracker 的全部快捷键</translation>
    </message>
    <message>
        <source>&amp;About tracker</source>
        <translation>关于 tracker(&amp;A)</translation>
    </message>
    <message>
        <source>What tracker is, and what it is not</source>
        <translation>tracker 是什么，不是什么</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>统计(&amp;S)…</translation>
    </message>
    <message>
        <source>The shown shoe or the whole library against chance, with charts</source>
        <translation>当前牌靴或整个牌靴库与概率对比，附图表</translation>
    </message>
    <message>
        <source>&amp;Backtest a betting system…</source>
        <translation>回测投注系统(&amp;B)…</translation>
    </message>
    <message>
        <source>Play a system over shoes or simulated shoes, beside the expected loss</source>
        <translation>用投注系统打真实或模拟牌靴，并与期望损失对照</translation>
    </message>
    <message>
        <source>Side-bet &amp;counting lab…</source>
        <translation>边注算牌实验室(&amp;C)…</translation>
    </message>
    <message>
        <source>Play a side-bet card count over simulated shoes: its gain, swings and risk</source>
        <translation>在模拟牌靴上运行边注算牌：收益、波动和风险</translation>
    </message>
    <message>
        <source>No shoe</source>
        <translation>无牌靴</translation>
    </message>
    <message>
        <source>Shoe %1</source>
        <translation>牌靴 %1</translation>
    </message>
    <message>
        <source>Shoe list</source>
        <translation>牌靴列表</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>牌局</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>统计</translation>
    </message>
</context>
<context>
    <name>Patterns</name>
    <message>
        <source>Patterns (good roads)</source>
        <translation>规律（好路）</translation>
    </message>
    <message>
        <source>%: shoes that show one by chance; no pattern predicts the next hand</source>
        <translation>%：单凭运气出现此规律的牌靴比例；任何规律都不能说明下一局</translation>
    </message>
    <message>
        <source>chance, not a prediction</source>
        <translation>纯属运气，不是预言</translation>
    </message>
    <message>
        <source>Chance alone deals these patterns in many shoes; none of them says what the next hand will be.</source>
        <translation>单凭运气，许多牌靴都会出现这些规律；它们都不能说明下一局的结果。</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1%2</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>over %1</source>
        <translation>超过 %1</translation>
    </message>
    <message>
        <source>1 in %1</source>
        <translation>%1 分之 1</translation>
    </message>
    <message>
        <source>none of the %1 simulated shoes</source>
        <translation>%1 个模拟牌靴中没有一个</translation>
    </message>
    <message>
        <source>%1 of shoes</source>
        <translation>%1 的牌靴</translation>
    </message>
    <message>
        <source>%1 shoes</source>
        <translation>%1 的牌靴</translation>
    </message>
    <message>
        <source>%1 columns</source>
        <translation>%1 列</translation>
    </message>
    <message>
        <source>twice</source>
        <translation>2 次</translation>
    </message>
    <message>
        <source>%1 times</source>
        <translation>%1 次</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1 ×%2 (longest %3)</source>
        <translation>%1 ×%2（最长 %3）</translation>
    </message>
    <message>
        <source>%1 — %2 show one at least this long by chance</source>
        <translation>%1 —— 单凭运气，%2出现至少这么长的此规律</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1、%2</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1和%2</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>第 %1 列</translation>
    </message>
    <message>
        <source>columns %1</source>
        <translation>第 %1 列</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1：%2。</translation>
    </message>
    <message>
        <source>%1 (%2): %3.</source>
        <translation>%1（%2）：%3。</translation>
    </message>
    <message>
        <source>Here: %1 of the big road.</source>
        <translation>本靴：大路%1。</translation>
    </message>
    <message>
        <source>Of %1 simulated shoes (%2 decks, dealt to the cut card), %3 show one at least this long and %4 show one at all (%5 a shoe on average).</source>
        <translation>在 %1 个模拟牌靴中（%2 副牌，发到切牌卡为止），%3出现至少这么长的此规律，%4出现过此规律（平均每靴 %5 次）。</translation>
    </message>
    <message>
        <source>Long Banker</source>
        <translation>长庄</translation>
    </message>
    <message>
        <source>a Banker column of 4 hands or more</source>
        <translation>一列连续 4 局或以上的庄</translation>
    </message>
    <message>
        <source>Long Player</source>
        <translation>长闲</translation>
    </message>
    <message>
        <source>a Player column of 4 hands or more</source>
        <translation>一列连续 4 局或以上的闲</translation>
    </message>
    <message>
        <source>Ping-pong</source>
        <translation>大路单跳</translation>
    </message>
    <message>
        <source>4 or more columns in a row of one hand each (Banker and Player take turns)</source>
        <translation>连续 4 列或以上，每列 1 局（庄闲交替）</translation>
    </message>
    <message>
        <source>Double jump</source>
        <translation>大路双跳</translation>
    </message>
    <message>
        <source>4 or more columns in a row of exactly two hands each</source>
        <translation>连续 4 列或以上，每列恰好 2 局</translation>
    </message>
    <message>
        <source>Banker jumps</source>
        <translation>逢庄跳</translation>
    </message>
    <message>
        <source>3 or more Banker columns in a row of one hand each (every Banker is followed by Player)</source>
        <translation>连续 3 列或以上的庄，每列 1 局（每个庄之后都是闲）</translation>
    </message>
    <message>
        <source>Player jumps</source>
        <translation>逢闲跳</translation>
    </message>
    <message>
        <source>3 or more Player columns in a row of one hand each (every Player is followed by Banker)</source>
        <translation>连续 3 列或以上的闲，每列 1 局（每个闲之后都是庄）</translation>
    </message>
    <message>
        <source>Banker doubles</source>
        <translation>逢庄连</translation>
    </message>
    <message>
        <source>3 or more Banker columns in a row of two hands or more each</source>
        <translation>连续 3 列或以上的庄，每列 2 局或以上</translation>
    </message>
    <message>
        <source>Player doubles</source>
        <translation>逢闲连</translation>
    </message>
    <message>
        <source>3 or more Player columns in a row of two hands or more each</source>
        <translation>连续 3 列或以上的闲，每列 2 局或以上</translation>
    </message>
    <message>
        <source>One hall two rooms, Banker</source>
        <translation>一厅两房（庄）</translation>
    </message>
    <message>
        <source>Banker-Player-Player twice or more in a row: columns of one Banker, then two Player, repeated</source>
        <translation>庄-闲-闲连续出现 2 次或以上：1 局庄一列，接着 2 局闲一列，如此重复</translation>
    </message>
    <message>
        <source>One hall two rooms, Player</source>
        <translation>一厅两房（闲）</translation>
    </message>
    <message>
        <source>Player-Banker-Banker twice or more in a row: columns of one Player, then two Banker, repeated</source>
        <translation>闲-庄-庄连续出现 2 次或以上：1 局闲一列，接着 2 局庄一列，如此重复</translation>
    </message>
    <message>
        <source>Patterns</source>
        <translation>规律</translation>
    </message>
    <message>
        <source>none so far</source>
        <translation>暂无</translation>
    </message>
    <message>
        <source>+%1 more</source>
        <translation>另 %1 个</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1：</translation>
    </message>
    <message>
        <source>Patterns: none so far.</source>
        <translation>规律：暂无。</translation>
    </message>
    <message>
        <source>Big road patterns</source>
        <translation>大路规律</translation>
    </message>
    <message>
        <source>(%1)</source>
        <translation>（%1）</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>确定</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>全部保存</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>是(&amp;Y)</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>全是(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>否(&amp;N)</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>全否(&amp;O)</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>中止</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>重试</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>忽略</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>丢弃</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>帮助</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>应用</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>重置</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>恢复默认值</translation>
    </message>
</context>
<context>
    <name>Roads</name>
    <message>
        <source>B</source>
        <translation>庄</translation>
    </message>
    <message>
        <source>P</source>
        <translation>闲</translation>
    </message>
    <message>
        <source>T</source>
        <translation>和</translation>
    </message>
    <message>
        <source>Bead Plate</source>
        <translation>珠盘路</translation>
    </message>
    <message>
        <source>Big Road</source>
        <translation>大路</translation>
    </message>
    <message>
        <source>Big Eye Boy</source>
        <translation>大眼仔</translation>
    </message>
    <message>
        <source>Small Road</source>
        <translation>小路</translation>
    </message>
    <message>
        <source>Cockroach Pig</source>
        <translation>曱甴路</translation>
    </message>
    <message>
        <source>Ask road</source>
        <translation>问路</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1%2</translation>
    </message>
    <message>
        <source>Ask road (B? / P?): the mark each derived road would get next; a restatement of history, not a prediction.</source>
        <translation>问路（庄? / 闲?）：下一局各下三路将得到的标记；只是复述历史，不是预测。</translation>
    </message>
    <message>
        <source>The ask road shows the mark each derived road (Big Eye Boy, Small Road, Cockroach Pig) would get if the next hand were Banker (B?) or Player (P?). It restates the history of this shoe; it is not a prediction.</source>
        <translation>问路显示若下一局为庄（庄?）或闲（闲?），各下三路（大眼仔、小路、曱甴路）将得到的标记。它复述本靴的历史，不是预测。</translation>
    </message>
    <message>
        <source>Banker: orange square, Player: blue disc, Tie: green diamond.</source>
        <translation>庄：橙色方块，闲：蓝色圆点，和：绿色菱形。</translation>
    </message>
    <message>
        <source>Banker: red disc %1, Player: blue disc %2, Tie: green disc %3.</source>
        <translation>庄：红色圆点「%1」，闲：蓝色圆点「%2」，和：绿色圆点「%3」。</translation>
    </message>
    <message>
        <source>Bead plate: every hand in order, down columns of six.</source>
        <translation>珠盘路：按顺序记录每一局，每列自上而下 6 格。</translation>
    </message>
    <message>
        <source>Dot top-left: Banker pair; dot bottom-right: Player pair; yellow star top-right: a natural (8 or 9 on the first two cards).</source>
        <translation>左上角圆点：庄对；右下角圆点：闲对；右上角黄色星号：例牌（头两张牌 8 点或 9 点）。</translation>
    </message>
    <message>
        <source>Banker: orange square, Player: blue ring.</source>
        <translation>庄：橙色方块，闲：蓝色圆圈。</translation>
    </message>
    <message>
        <source>Banker: red ring, Player: blue ring.</source>
        <translation>庄：红色圆圈，闲：蓝色圆圈。</translation>
    </message>
    <message>
        <source>Big road: Banker and Player streaks, a new column at each change.</source>
        <translation>大路：庄和闲的连胜，每次转换另起一列。</translation>
    </message>
    <message>
        <source>A green stroke marks ties after a hand, with their count when more than one.</source>
        <translation>绿色斜线表示该局之后的和局，多于一局时标出次数。</translation>
    </message>
    <message>
        <source>Big Eye Boy: orange square = the pattern repeats, blue ring = it breaks.</source>
        <translation>大眼仔：橙色方块 = 走势重复，蓝色圆圈 = 走势打破。</translation>
    </message>
    <message>
        <source>Big Eye Boy: red ring = the pattern repeats, blue ring = it breaks.</source>
        <translation>大眼仔：红色圆圈 = 走势重复，蓝色圆圈 = 走势打破。</translation>
    </message>
    <message>
        <source>Small Road: orange square = the pattern repeats, blue dot = it breaks.</source>
        <translation>小路：橙色方块 = 走势重复，蓝色圆点 = 走势打破。</translation>
    </message>
    <message>
        <source>Small Road: red dot = the pattern repeats, blue dot = it breaks.</source>
        <translation>小路：红色圆点 = 走势重复，蓝色圆点 = 走势打破。</translation>
    </message>
    <message>
        <source>Cockroach Pig: orange backslash = the pattern repeats, blue slash = it breaks.</source>
        <translation>曱甴路：橙色反斜线 = 走势重复，蓝色斜线 = 走势打破。</translation>
    </message>
    <message>
        <source>Cockroach Pig: red slash = the pattern repeats, blue slash = it breaks.</source>
        <translation>曱甴路：红色斜线 = 走势重复，蓝色斜线 = 走势打破。</translation>
    </message>
    <message>
        <source>Banker</source>
        <translation>庄</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>闲</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>和</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>Hand %1: %2</source>
        <translation>第 %1 局：%2</translation>
    </message>
    <message>
        <source>Banker pair</source>
        <translation>庄对</translation>
    </message>
    <message>
        <source>Player pair</source>
        <translation>闲对</translation>
    </message>
    <message>
        <source>natural</source>
        <translation>例牌</translation>
    </message>
    <message>
        <source>%1, then 1 tie</source>
        <translation>%1，之后 1 局和</translation>
    </message>
    <message>
        <source>%1, then %2 ties</source>
        <translation>%1，之后 %2 局和</translation>
    </message>
    <message>
        <source>Scorecards</source>
        <translation>路纸</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>As the system</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>浅色</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <source>Settings — tracker</source>
        <translation>设置 — tracker</translation>
    </message>
    <message>
        <source>Light or dark windows, or whatever the system uses</source>
        <translation>浅色或深色窗口，或跟随系统</translation>
    </message>
    <message>
        <source>The language of the windows; it changes as soon as you save</source>
        <translation>窗口使用的语言；保存后立即切换</translation>
    </message>
    <message>
        <source>Colour-blind-safe scorecards</source>
        <translation>色盲友好路纸</translation>
    </message>
    <message>
        <source>Shapes as well as colours tell Banker from Player</source>
        <translation>除颜色外，也用形状区分庄和闲</translation>
    </message>
    <message>
        <source>Offer the card field at the table (C)</source>
        <translation>在牌桌提供输入牌面栏 (C)</translation>
    </message>
    <message>
        <source>Enter each hand&apos;s cards for exact odds; off, B, P and T alone log a hand</source>
        <translation>输入每局的牌面以得到精确赔率；关闭时只用 B、P、T 记录一局</translation>
    </message>
    <message>
        <source>The decks a new shoe starts with</source>
        <translation>新牌靴的副数</translation>
    </message>
    <message>
        <source>No commission</source>
        <translation>免佣</translation>
    </message>
    <message>
        <source>The Banker commission a new shoe starts with</source>
        <translation>新牌靴的庄家抽佣</translation>
    </message>
    <message>
        <source>%1 to 1</source>
        <translation>1 赔 %1</translation>
    </message>
    <message>
        <source>What a tie pays in a new shoe</source>
        <translation>新牌靴中和局的赔率</translation>
    </message>
    <message>
        <source>Now: %1</source>
        <translation>当前：%1</translation>
    </message>
    <message>
        <source>The library file (or a postgresql:// address) to open at the next start; empty: the default (or --db / TRACKER_DB)</source>
        <translation>下次启动时打开的牌靴库文件（或 postgresql:// 地址）；留空：默认（或 --db / TRACKER_DB）</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>Choose a library file</source>
        <translation>选择牌靴库文件</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>语言(&amp;L)：</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>主题(&amp;T)：</translation>
    </message>
    <message>
        <source>&lt;b&gt;A new shoe starts with&lt;/b&gt;</source>
        <translation>&lt;b&gt;新牌靴的默认值&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&amp;Decks:</source>
        <translation>副数(&amp;D)：</translation>
    </message>
    <message>
        <source>Co&amp;mmission:</source>
        <translation>抽佣(&amp;M)：</translation>
    </message>
    <message>
        <source>Tie &amp;pays:</source>
        <translation>和局赔率(&amp;P)：</translation>
    </message>
    <message>
        <source>Library:</source>
        <translation>牌靴库：</translation>
    </message>
    <message>
        <source>A new library location is opened at the next start.</source>
        <translation>新的牌靴库位置将在下次启动时打开。</translation>
    </message>
    <message>
        <source>Library file</source>
        <translation>牌靴库文件</translation>
    </message>
    <message>
        <source>tracker library (*.sqlite *.db);;All files (*)</source>
        <translation>tracker 牌靴库 (*.sqlite *.db);;所有文件 (*)</translation>
    </message>
</context>
<context>
    <name>Sheet</name>
    <message>
        <source>started %1</source>
        <translation>开始于 %1</translation>
    </message>
    <message>
        <source>d MMM yyyy HH:mm</source>
        <translation>yyyy年M月d日 HH:mm</translation>
    </message>
    <message>
        <source>1 hand</source>
        <translation>1 局</translation>
    </message>
    <message>
        <source>%1 hands</source>
        <translation>%1 局</translation>
    </message>
    <message>
        <source>%1 decks</source>
        <translation>%1 副牌</translation>
    </message>
    <message>
        <source>Banker %1</source>
        <translation>庄 %1</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>闲 %1</translation>
    </message>
    <message>
        <source>Tie %1</source>
        <translation>和 %1</translation>
    </message>
    <message>
        <source>Player pairs %1</source>
        <translation>闲对 %1</translation>
    </message>
    <message>
        <source>Banker pairs %1</source>
        <translation>庄对 %1</translation>
    </message>
    <message>
        <source>naturals %1</source>
        <translation>例牌 %1</translation>
    </message>
    <message>
        <source>continued below</source>
        <translation>接下方</translation>
    </message>
    <message>
        <source>page %1 of %2</source>
        <translation>第 %1 页，共 %2 页</translation>
    </message>
    <message>
        <source>could not start painting the pages</source>
        <translation>无法开始绘制页面</translation>
    </message>
</context>
<context>
    <name>ShoeList</name>
    <message>
        <source>Shoe</source>
        <translation>牌靴</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>开始时间</translation>
    </message>
    <message>
        <source>Hands: B · P · T</source>
        <translation>局数：庄 · 闲 · 和</translation>
    </message>
</context>
<context>
    <name>SideBets</name>
    <message>
        <source>up to 30:1</source>
        <translation>最高 1 赔 30</translation>
    </message>
    <message>
        <source>Dragon 7</source>
        <translation>龙7</translation>
    </message>
    <message>
        <source>Banker wins with a three-card 7</source>
        <translation>庄以三张牌 7 点胜出</translation>
    </message>
    <message>
        <source>Panda 8</source>
        <translation>熊猫8</translation>
    </message>
    <message>
        <source>Player wins with a three-card 8</source>
        <translation>闲以三张牌 8 点胜出</translation>
    </message>
    <message>
        <source>EZ Banker</source>
        <translation>EZ 庄</translation>
    </message>
    <message>
        <source>Banker wins (a three-card 7 win pushes; a tie pushes)</source>
        <translation>庄胜出（以三张牌 7 点胜出则退回本金；和局退回本金）</translation>
    </message>
    <message>
        <source>No-commission Banker</source>
        <translation>免佣庄</translation>
    </message>
    <message>
        <source>Banker wins (a win on 6 pays 1:2; a tie pushes)</source>
        <translation>庄胜出（以 6 点胜出赔一半；和局退回本金）</translation>
    </message>
    <message>
        <source>Super 6 (12:1)</source>
        <translation>超级6 (12:1)</translation>
    </message>
    <message>
        <source>Banker wins with 6</source>
        <translation>庄以 6 点胜出</translation>
    </message>
    <message>
        <source>Super 6 (15:1)</source>
        <translation>超级6 (15:1)</translation>
    </message>
    <message>
        <source>Lucky 6 (12:1 / 20:1)</source>
        <translation>幸运6 (12:1 / 20:1)</translation>
    </message>
    <message>
        <source>Banker wins with 6: with two cards / with three</source>
        <translation>庄以 6 点胜出：两张牌 / 三张牌</translation>
    </message>
    <message>
        <source>Lucky 6 (12:1 / 23:1)</source>
        <translation>幸运6 (12:1 / 23:1)</translation>
    </message>
    <message>
        <source>Dragon Bonus Player</source>
        <translation>闲龙宝</translation>
    </message>
    <message>
        <source>Player wins with a natural (1:1; a tie of naturals pushes) or without one by 9, 8, 7, 6, 5 or 4 points (30, 10, 6, 4, 2, 1 to 1)</source>
        <translation>闲以例牌胜出（1 赔 1；双方例牌和局退回本金），或非例牌赢 9、8、7、6、5 或 4 点（1 赔 30、10、6、4、2、1）</translation>
    </message>
    <message>
        <source>Dragon Bonus Banker</source>
        <translation>庄龙宝</translation>
    </message>
    <message>
        <source>Banker wins with a natural (1:1; a tie of naturals pushes) or without one by 9, 8, 7, 6, 5 or 4 points (30, 10, 6, 4, 2, 1 to 1)</source>
        <translation>庄以例牌胜出（1 赔 1；双方例牌和局退回本金），或非例牌赢 9、8、7、6、5 或 4 点（1 赔 30、10、6、4、2、1）</translation>
    </message>
    <message>
        <source>Player Pair (11:1)</source>
        <translation>闲对 (11:1)</translation>
    </message>
    <message>
        <source>the Player&apos;s first two cards are a pair (same rank)</source>
        <translation>闲的头两张牌成对（点数相同）</translation>
    </message>
    <message>
        <source>Banker Pair (11:1)</source>
        <translation>庄对 (11:1)</translation>
    </message>
    <message>
        <source>the Banker&apos;s first two cards are a pair (same rank)</source>
        <translation>庄的头两张牌成对（点数相同）</translation>
    </message>
    <message>
        <source>Player Pair (12:1)</source>
        <translation>闲对 (12:1)</translation>
    </message>
    <message>
        <source>Banker Pair (12:1)</source>
        <translation>庄对 (12:1)</translation>
    </message>
    <message>
        <source>Small</source>
        <translation>小</translation>
    </message>
    <message>
        <source>four cards are dealt in all</source>
        <translation>共发四张牌</translation>
    </message>
    <message>
        <source>Big</source>
        <translation>大</translation>
    </message>
    <message>
        <source>five or six cards are dealt in all</source>
        <translation>共发五张或六张牌</translation>
    </message>
    <message>
        <source>Banker</source>
        <translation>庄</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>闲</translation>
    </message>
    <message>
        <source>Exact chance of winning and house edge of each side bet chosen in the settings, for the next hand, from the cards left.</source>
        <translation>设置中所选每个边注在下一局的准确胜率和庄家优势，按剩余牌计算。</translation>
    </message>
    <message>
        <source>(%1 with %2× %3)</source>
        <translation>（加 %2× %3：%1）</translation>
    </message>
    <message>
        <source>No side bets chosen: pick them in Settings.</source>
        <translation>未选择边注：请在设置中选择。</translation>
    </message>
    <message>
        <source>Next hand from the %1 cards left (win · house edge): %2</source>
        <translation>按剩余 %1 张牌计算的下一局（胜率 · 庄家优势）：%2</translation>
    </message>
    <message>
        <source>Side bets: %1</source>
        <translation>边注：%1</translation>
    </message>
    <message>
        <source>%1 (%2): edge %3</source>
        <translation>%1（%2）：优势 %3</translation>
    </message>
    <message>
        <source>%1, combined %2</source>
        <translation>%1，合计 %2</translation>
    </message>
    <message>
        <source>Wins when %1; pays %2</source>
        <translation>胜出条件：%1；赔率 %2</translation>
    </message>
    <message>
        <source>▲ player&apos;s edge %1</source>
        <translation>▲ 玩家优势 %1</translation>
    </message>
    <message>
        <source>with %1× on %2: %3</source>
        <translation>加 %1× 押%2：%3</translation>
    </message>
    <message>
        <source>No main bet is required beside a side bet.</source>
        <translation>下边注无须同时下主注。</translation>
    </message>
    <message>
        <source>Combined: the side bet with the main bet required beside it, 1 stake on %2 (the better main bet from the cards left, house edge %3), per unit on the side bet.</source>
        <translation>合计：边注加上要求同时下的主注，即押%2 1 注（按剩余牌较优的主注，庄家优势 %3），按每单位边注计。</translation>
    </message>
    <message>
        <source>Combined: the side bet with the main bet required beside it, %1 stakes on %2 (the better main bet from the cards left, house edge %3), per unit on the side bet.</source>
        <translation>合计：边注加上要求同时下的主注，即押%2 %1 注（按剩余牌较优的主注，庄家优势 %3），按每单位边注计。</translation>
    </message>
</context>
<context>
    <name>SideBetsBox</name>
    <message>
        <source>None: a side bet may be placed alone</source>
        <translation>无：边注可单独下注</translation>
    </message>
    <message>
        <source>A main bet of at least</source>
        <translation>主注至少为</translation>
    </message>
    <message>
        <source>A main bet at least as large as the side bet, and at least</source>
        <translation>主注不小于边注，且至少为</translation>
    </message>
    <message>
        <source>Side bets shown at the table and in the replay</source>
        <translation>牌桌和回放中显示的边注</translation>
    </message>
    <message>
        <source>What the casino asks beside a side bet: the figures then add the better of Banker and Player, at this size, to each side bet</source>
        <translation>赌场对边注附带主注的要求：此时数字会按此大小，在每个边注上加上庄和闲中较好的一方</translation>
    </message>
    <message>
        <source> × the side bet</source>
        <translation> × 边注</translation>
    </message>
    <message>
        <source>The smallest main bet required, in side-bet stakes</source>
        <translation>要求的最小主注，以边注额计</translation>
    </message>
    <message>
        <source>Main bet required:</source>
        <translation>要求的主注：</translation>
    </message>
</context>
</TS>
