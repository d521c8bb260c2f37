<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>Counts</name>
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
    <name>Messages</name>
    <message>
        <source>unknown card {token!r}: {reason}</source>
        <translation>未知的牌 {token!r}：{reason}</translation>
    </message>
    <message>
        <source>{place}: {reason}</source>
        <translation>{place}：{reason}</translation>
    </message>
    <message>
        <source>decks must be a whole number from {low} to {high}, not {decks!r}</source>
        <translation>副数必须是 {low} 到 {high} 的整数，而不是 {decks!r}</translation>
    </message>
    <message>
        <source>card {number} ({card}): the shoe holds no more ten-value cards</source>
        <translation>第 {number} 张牌（{card}）：牌靴里已没有点数为十的牌</translation>
    </message>
    <message>
        <source>an {decks}-deck shoe</source>
        <translation>{decks} 副牌的牌靴</translation>
    </message>
    <message>
        <source>a {decks}-deck shoe</source>
        <translation>{decks} 副牌的牌靴</translation>
    </message>
    <message>
        <source>expected a rank (A or 1, 2-9, T or 10, J, Q, K; a bare 0 for any ten-value card) optionally followed by a suit (S, H, D, C)</source>
        <translation>应为点数（A 或 1、2-9、T 或 10、J、Q、K；单独的 0 表示任意点数为十的牌），后面可跟花色（S、H、D、C）</translation>
    </message>
    <message>
        <source>empty card</source>
        <translation>空的牌</translation>
    </message>
    <message>
        <source>card {number} ({card}): the shoe holds no more cards of rank {rank}</source>
        <translation>第 {number} 张牌（{card}）：牌靴里已没有点数 {rank} 的牌</translation>
    </message>
    <message>
        <source>card {number} ({card}): {shoe} holds only {count} of it</source>
        <translation>第 {number} 张牌（{card}）：{shoe}里这张牌只有 {count} 张</translation>
    </message>
    <message>
        <source>a count tags 13 ranks, not {count}</source>
        <translation>算牌法要为 13 个点数定值，而不是 {count} 个</translation>
    </message>
    <message>
        <source>a betting rule is one of {rules}, not {rule!r}</source>
        <translation>下注规则须为 {rules} 之一，而不是 {rule!r}</translation>
    </message>
    <message>
        <source>the lab plays the side bets {bets}, not {bet!r}</source>
        <translation>实验室只玩边注 {bets}，不玩 {bet!r}</translation>
    </message>
    <message>
        <source>the stake must be more than 0, not {stake}</source>
        <translation>注额必须大于 0，而不是 {stake}</translation>
    </message>
    <message>
        <source>--tags: {item!r} is not RANK:VALUE with a rank of A, 2–9, T, J, Q, K</source>
        <translation>--tags：{item!r} 不是“点数:值”（点数为 A、2–9、T、J、Q、K）</translation>
    </message>
    <message>
        <source>--tags: the value of {rank} must be a whole number, not {value!r}</source>
        <translation>--tags：{rank} 的值必须是整数，而不是 {value!r}</translation>
    </message>
    <message>
        <source>--tags: the rank {rank} is given twice</source>
        <translation>--tags：点数 {rank} 出现了两次</translation>
    </message>
    <message>
        <source>--tags: give at least one rank&apos;s value, e.g. 8:2,9:2,4:-1</source>
        <translation>--tags：至少给出一个点数的值，例如 8:2,9:2,4:-1</translation>
    </message>
    <message>
        <source>--bet-when: expected rc&gt;N or rc&gt;=N (N whole) or tc&gt;=N, not {text!r}</source>
        <translation>--bet-when：应为 rc&gt;N 或 rc&gt;=N（N 为整数）或 tc&gt;=N，而不是 {text!r}</translation>
    </message>
    <message>
        <source>--after-cut is one or stop, not {after_cut!r}</source>
        <translation>--after-cut 须为 one 或 stop，而不是 {after_cut!r}</translation>
    </message>
    <message>
        <source>the number of shoes must be 1 or more, not {shoes}</source>
        <translation>牌靴数必须为 1 或以上，而不是 {shoes}</translation>
    </message>
    <message>
        <source>the coup needed a card number {needed} but only {had} were there to deal</source>
        <translation>这一局需要第 {needed} 张牌，但只有 {had} 张可发</translation>
    </message>
    <message>
        <source>only {cards} card left</source>
        <translation>只剩 {cards} 张牌</translation>
    </message>
    <message>
        <source>only {cards} cards left</source>
        <translation>只剩 {cards} 张牌</translation>
    </message>
    <message>
        <source>{left}: how far one card moves the odds needs {needed}, since a coup can need {least} cards after one is taken out</source>
        <translation>{left}：计算一张牌对赔率的影响需要 {needed} 张，因为取出一张后一局仍可能需要 {least} 张牌</translation>
    </message>
    <message>
        <source>{left}: a coup can need {least} cards, so the odds of the next hand are not defined (a shoe this short is reshuffled before another hand)</source>
        <translation>{left}：一局可能需要 {least} 张牌，因此下一局的赔率无法确定（这么短的牌靴会在下一局前重新洗牌）</translation>
    </message>
    <message>
        <source>the composition has a negative count of some value</source>
        <translation>牌的组成中某个点数的数量为负</translation>
    </message>
    <message>
        <source>a seed must be a whole number from 0 to {limit}, not {seed!r}</source>
        <translation>种子必须是 0 到 {limit} 的整数，而不是 {seed!r}</translation>
    </message>
    <message>
        <source>Banker commission must be 5 or 4 percent, not {commission!r}</source>
        <translation>庄的抽佣必须是 5% 或 4%，而不是 {commission!r}</translation>
    </message>
    <message>
        <source>Tie must pay 8 or 9 to 1, not {pays!r}</source>
        <translation>和必须 1 赔 8 或 1 赔 9，而不是 {pays!r}</translation>
    </message>
    <message>
        <source>pair bets pay 11 to 1, not {pays!r}</source>
        <translation>对子注 1 赔 11，而不是 {pays!r}</translation>
    </message>
    <message>
        <source>hands after the cut card must be 0 to 3, not {hands}</source>
        <translation>切牌卡出现后的局数必须是 0 到 3，而不是 {hands}</translation>
    </message>
    <message>
        <source>the cut card must leave {least} to {most} cards behind it in {shoe}, not {cut}</source>
        <translation>在{shoe}中，切牌卡后面必须留 {least} 到 {most} 张牌，而不是 {cut} 张</translation>
    </message>
    <message>
        <source>unknown rule {rule!r}</source>
        <translation>未知的规则 {rule!r}</translation>
    </message>
    <message>
        <source>a stake must be an exact amount (int or Decimal), not {stake!r}</source>
        <translation>注额必须是精确金额（int 或 Decimal），而不是 {stake!r}</translation>
    </message>
    <message>
        <source>a stake must be a positive amount, not {stake}</source>
        <translation>注额必须是正数，而不是 {stake}</translation>
    </message>
    <message>
        <source>{bet}: the first two cards are ten-value cards of unknown rank</source>
        <translation>{bet}：前两张牌是点数未知的十点牌</translation>
    </message>
    <message>
        <source>the shoe is finished: the cut card came out and the last hand was dealt; shuffle a new shoe</source>
        <translation>这靴牌已结束：切牌卡已出，最后一局已发完；请洗一靴新牌</translation>
    </message>
    <message>
        <source>{bet}: a stake cannot be negative ({stake})</source>
        <translation>{bet}：注额不能为负（{stake}）</translation>
    </message>
    <message>
        <source>{bet} is not turned on at this table</source>
        <translation>本牌桌未开放 {bet}</translation>
    </message>
    <message>
        <source>{bet} needs a bet on Player, Banker or Tie beside it</source>
        <translation>{bet} 需要同时在闲、庄或和上下注</translation>
    </message>
    <message>
        <source>{bet}: a side bet of {stake} is more than the main bet of {main}; this table allows a side bet up to the main bet</source>
        <translation>{bet}：边注 {stake} 超过主注 {main}；本牌桌的边注不得超过主注</translation>
    </message>
    <message>
        <source>{where}: expected an object, not {data!r}</source>
        <translation>{where}：应为对象，而不是 {data!r}</translation>
    </message>
    <message>
        <source>{where}.enabled: expected a list of side bet ids</source>
        <translation>{where}.enabled：应为边注 id 的列表</translation>
    </message>
    <message>
        <source>expected a side bet id, not {bet_id!r}</source>
        <translation>应为边注 id，而不是 {bet_id!r}</translation>
    </message>
    <message>
        <source>{where}.enabled[{i}]: {reason}</source>
        <translation>{where}.enabled[{i}]：{reason}</translation>
    </message>
    <message>
        <source>{where}.main_bet: expected one of {choices}, not {raw!r}</source>
        <translation>{where}.main_bet：应为 {choices} 之一，而不是 {raw!r}</translation>
    </message>
    <message>
        <source>no side bet {bet_id!r}: the side bets are {ids}</source>
        <translation>没有边注 {bet_id!r}：边注有 {ids}</translation>
    </message>
    <message>
        <source>{bet}: the Player&apos;s first two cards are ten-value cards of unknown rank, so whether they are a pair is not known</source>
        <translation>{bet}：闲的前两张牌是点数未知的十点牌，无法确定是否成对</translation>
    </message>
    <message>
        <source>{bet}: the Banker&apos;s first two cards are ten-value cards of unknown rank, so whether they are a pair is not known</source>
        <translation>{bet}：庄的前两张牌是点数未知的十点牌，无法确定是否成对</translation>
    </message>
    <message>
        <source>the number of shoes must be a whole number of 1 or more, not {shoes!r}</source>
        <translation>牌靴数必须是 1 或以上的整数，而不是 {shoes!r}</translation>
    </message>
    <message>
        <source>online hands per shoe must be 1 to 10000, not {hands!r}</source>
        <translation>在线模式每靴局数必须是 1 到 10000，而不是 {hands!r}</translation>
    </message>
    <message>
        <source>a batch must be 1 shoe or more, not {batch!r}</source>
        <translation>每批必须至少 1 靴，而不是 {batch!r}</translation>
    </message>
    <message>
        <source>not enough memory to simulate {count} shoes at once; simulate fewer</source>
        <translation>内存不足，无法一次模拟 {count} 靴；请减少数量</translation>
    </message>
    <message>
        <source>a file name that is not UTF-8 text cannot be shown or stored (it holds {name}); rename the file with UTF-8 characters and try again</source>
        <translation>不是 UTF-8 文本的文件名无法显示或保存（其中含有 {name}）；请用 UTF-8 字符重命名文件后再试</translation>
    </message>
    <message>
        <source>the output cannot be shown in this terminal&apos;s encoding ({encoding}): {text} has no place in it; use a UTF-8 terminal, or set PYTHONIOENCODING=utf-8</source>
        <translation>输出无法以此终端的编码（{encoding}）显示：{text} 不在其中；请使用 UTF-8 终端，或设置 PYTHONIOENCODING=utf-8</translation>
    </message>
    <message>
        <source>text that is not {encoding} where it was expected ({reason}); set PYTHONIOENCODING=utf-8 or save the input as UTF-8</source>
        <translation>此处应为 {encoding} 文本，但并不是（{reason}）；请设置 PYTHONIOENCODING=utf-8 或将输入保存为 UTF-8</translation>
    </message>
    <message>
        <source>the disk is full ({reason}); make room and try again</source>
        <translation>磁盘已满（{reason}）；请腾出空间后再试</translation>
    </message>
    <message>
        <source>permission denied ({reason}); check who may read and write it</source>
        <translation>权限不足（{reason}）；请检查谁可以读写它</translation>
    </message>
    <message>
        <source>the output&apos;s reader went away (broken pipe)</source>
        <translation>输出的读取方已断开（管道中断）</translation>
    </message>
    <message>
        <source>line {line}, hand {hand}: records no winner and no cards</source>
        <translation>第 {line} 行，第 {hand} 局：既没有记录赢家也没有记录牌</translation>
    </message>
    <message>
        <source>hand {hand}: records no winner and no cards</source>
        <translation>第 {hand} 局：既没有记录赢家也没有记录牌</translation>
    </message>
    <message>
        <source>{where}: character {position} is {char!r}; expected B, P or T (spaces are ignored)</source>
        <translation>{where}：第 {position} 个字符是 {char!r}；应为 B、P 或 T（空格会被忽略）</translation>
    </message>
    <message>
        <source>a vertical tab</source>
        <translation>垂直制表符</translation>
    </message>
    <message>
        <source>a form feed</source>
        <translation>换页符</translation>
    </message>
    <message>
        <source>a file separator</source>
        <translation>文件分隔符</translation>
    </message>
    <message>
        <source>a group separator</source>
        <translation>组分隔符</translation>
    </message>
    <message>
        <source>a record separator</source>
        <translation>记录分隔符</translation>
    </message>
    <message>
        <source>a next-line character, NEL</source>
        <translation>下一行字符 NEL</translation>
    </message>
    <message>
        <source>a line separator</source>
        <translation>行分隔符</translation>
    </message>
    <message>
        <source>a paragraph separator</source>
        <translation>段落分隔符</translation>
    </message>
    <message>
        <source>{code} ({name}) ends a line for some programs but not in a bead file, whose lines end in a line feed: save the file with ordinary line ends</source>
        <translation>{code}（{name}）在某些程序中表示换行，但在珠盘文件中不是，珠盘文件的行以换行符结束：请用普通的换行保存文件</translation>
    </message>
    <message>
        <source>{char!r} is not a bead letter: a bead string holds B, P and T (a label ends with a colon, # starts a comment)</source>
        <translation>{char!r} 不是珠子字母：珠串只含 B、P 和 T（标签以冒号结尾，# 开始注释）</translation>
    </message>
    <message>
        <source>a shoe of more than {cap:,} hands (the cap on one shoe; an 8-deck shoe deals at most 104)</source>
        <translation>一靴超过 {cap:,} 局（每靴上限；8 副牌的牌靴最多发 104 局）</translation>
    </message>
    <message>
        <source>decks must be a whole number from 1 to 8, not {text!r}</source>
        <translation>副数必须是 1 到 8 的整数，而不是 {text!r}</translation>
    </message>
    <message>
        <source>a start time must be ISO 8601 (2025-08-09T00:26:15+00:00), not {text!r}</source>
        <translation>开始时间必须是 ISO 8601 格式（2025-08-09T00:26:15+00:00），而不是 {text!r}</translation>
    </message>
    <message>
        <source>shoe_first_time_ms must be Unix time in milliseconds, not {text!r}</source>
        <translation>shoe_first_time_ms 必须是以毫秒计的 Unix 时间，而不是 {text!r}</translation>
    </message>
    <message>
        <source>a shoe&apos;s kind must be one of {names}, not {text!r}</source>
        <translation>牌靴的类型必须是 {names} 之一，而不是 {text!r}</translation>
    </message>
    <message>
        <source>rules are words name=value with the names {known}; not {word!r}</source>
        <translation>规则是 name=value 形式的词，名称为 {known}；不能是 {word!r}</translation>
    </message>
    <message>
        <source>{name} must be 1 or 0 (or true, false), not {value!r}</source>
        <translation>{name} 必须是 1 或 0（或 true、false），而不是 {value!r}</translation>
    </message>
    <message>
        <source>{name} must be a whole number, not {value!r}</source>
        <translation>{name} 必须是整数，而不是 {value!r}</translation>
    </message>
    <message>
        <source>the cut card must be a whole number of cards from 0 to {cap:,}, not {text!r}</source>
        <translation>切牌卡必须是 0 到 {cap:,} 的整数张牌，而不是 {text!r}</translation>
    </message>
    <message>
        <source>a JSON value nested deeper than {depth} levels of lists and objects</source>
        <translation>JSON 值的列表和对象嵌套超过 {depth} 层</translation>
    </message>
    <message>
        <source>not a JSON object: {reason}</source>
        <translation>不是 JSON 对象：{reason}</translation>
    </message>
    <message>
        <source>must be a JSON object ({{…}}), not {text!r}</source>
        <translation>必须是 JSON 对象（{{…}}），而不是 {text!r}</translation>
    </message>
    <message>
        <source>a JSON value nested deeper than {depth} levels</source>
        <translation>JSON 值嵌套超过 {depth} 层</translation>
    </message>
    <message>
        <source>text with half of a UTF-16 surrogate pair (such as \ud800), which no UTF-8 text can hold</source>
        <translation>文本含有半个 UTF-16 代理对（如 \ud800），UTF-8 文本无法容纳</translation>
    </message>
    <message>
        <source>winner must be B, P or T (or Banker, Player, Tie), not {text!r}</source>
        <translation>赢家必须是 B、P 或 T（或 Banker、Player、Tie），而不是 {text!r}</translation>
    </message>
    <message>
        <source>a total must be a whole number from 0 to 9, not {text!r}</source>
        <translation>点数必须是 0 到 9 的整数，而不是 {text!r}</translation>
    </message>
    <message>
        <source>a flag must be 1 or 0 (or true, false), not {text!r}</source>
        <translation>标记必须是 1 或 0（或 true、false），而不是 {text!r}</translation>
    </message>
    <message>
        <source>a hand number must be a whole number 1, 2, … up to {cap:,}, not {text!r}</source>
        <translation>局号必须是整数 1、2、… 最大 {cap:,}，而不是 {text!r}</translation>
    </message>
    <message>
        <source>unknown card {token!r} (card {number}): {reason}</source>
        <translation>未知的牌 {token!r}（第 {number} 张）：{reason}</translation>
    </message>
    <message>
        <source>a cell of {length:,} characters, past the cap of {cap:,}</source>
        <translation>单元格有 {length:,} 个字符，超过上限 {cap:,}</translation>
    </message>
    <message>
        <source>the quote (&quot;) that opens this cell is not closed on its line, so the cell runs on over {lines} more line: a closing quote missing?</source>
        <translation>开启此单元格的引号（&quot;）没有在本行闭合，所以单元格延续了 {lines} 行：是否缺少闭合引号？</translation>
    </message>
    <message>
        <source>the quote (&quot;) that opens this cell is not closed on its line, so the cell runs on over {lines} more lines: a closing quote missing?</source>
        <translation>开启此单元格的引号（&quot;）没有在本行闭合，所以单元格延续了 {lines} 行：是否缺少闭合引号？</translation>
    </message>
    <message>
        <source>not a hands CSV: the header names none of the columns shoe, hand, player, banker, winner</source>
        <translation>不是牌局 CSV：表头中没有 shoe、hand、player、banker、winner 中的任何一列</translation>
    </message>
    <message>
        <source>missing column {missing!r}: a hands CSV with {have!r} cards needs both sides</source>
        <translation>缺少列 {missing!r}：含 {have!r} 牌的牌局 CSV 需要两边的牌</translation>
    </message>
    <message>
        <source>missing column &apos;winner&apos; (or &apos;player&apos; and &apos;banker&apos; for cards): every hand needs its cards or its winner</source>
        <translation>缺少列 &apos;winner&apos;（或记录牌的 &apos;player&apos; 和 &apos;banker&apos;）：每局都需要牌或赢家</translation>
    </message>
    <message>
        <source>shoe {label!r} has more than {cap:,} hands (the cap on one shoe; an 8-deck shoe deals at most 104): is the shoe column missing?</source>
        <translation>牌靴 {label!r} 超过 {cap:,} 局（每靴上限；8 副牌的牌靴最多发 104 局）：是否缺少 shoe 列？</translation>
    </message>
    <message>
        <source>a row needs cards (player and banker) or a winner</source>
        <translation>每行都需要牌（player 和 banker）或赢家</translation>
    </message>
    <message>
        <source>not a readable CSV row: {reason}</source>
        <translation>无法读取的 CSV 行：{reason}</translation>
    </message>
    <message>
        <source>{place}, line {line}</source>
        <translation>{place}，第 {line} 行</translation>
    </message>
    <message>
        <source>{place}, {part}</source>
        <translation>{place}，{part}</translation>
    </message>
    <message>
        <source>field {field}</source>
        <translation>字段 {field}</translation>
    </message>
    <message>
        <source>column {column}</source>
        <translation>第 {column} 列</translation>
    </message>
    <message>
        <source>field {field!r}</source>
        <translation>字段 {field!r}</translation>
    </message>
    <message>
        <source>column {column!r}</source>
        <translation>列 {column!r}</translation>
    </message>
    <message>
        <source>expected a field name in double quotes (a &apos;,&apos; too many before &apos;}}&apos;?)</source>
        <translation>应为双引号中的字段名（&apos;}}&apos; 前多了一个 &apos;,&apos;？）</translation>
    </message>
    <message>
        <source>expected a value (a number, text in double quotes, true, false, null, a list or an object)</source>
        <translation>应为一个值（数字、双引号中的文本、true、false、null、列表或对象）</translation>
    </message>
    <message>
        <source>the text in double quotes that starts here never ends</source>
        <translation>从这里开始的双引号文本没有结束</translation>
    </message>
    <message>
        <source>expected &apos;,&apos; between two values</source>
        <translation>两个值之间应有 &apos;,&apos;</translation>
    </message>
    <message>
        <source>expected &apos;:&apos; after a field name</source>
        <translation>字段名后应有 &apos;:&apos;</translation>
    </message>
    <message>
        <source>a line break or control character inside text in double quotes</source>
        <translation>双引号文本中有换行或控制字符</translation>
    </message>
    <message>
        <source>a backslash that starts no valid escape</source>
        <translation>反斜杠后不是有效的转义</translation>
    </message>
    <message>
        <source>the end of the file (cut short?)</source>
        <translation>文件结尾（文件被截断？）</translation>
    </message>
    <message>
        <source>not valid shoe JSON: expected {what}, found {found}</source>
        <translation>不是有效的牌靴 JSON：应为 {what}，却是 {found}</translation>
    </message>
    <message>
        <source>a value nested deeper than {depth} levels of lists and objects</source>
        <translation>值的列表和对象嵌套超过 {depth} 层</translation>
    </message>
    <message>
        <source>a number too long to read ({reason})</source>
        <translation>数字太长，无法读取（{reason}）</translation>
    </message>
    <message>
        <source>a value longer than {cap:,} characters (the cap on one hand or one field of a shoe): not a shoe JSON value</source>
        <translation>值超过 {cap:,} 个字符（一局或牌靴一个字段的上限）：不是牌靴 JSON 的值</translation>
    </message>
    <message>
        <source>nested deeper than {depth} levels</source>
        <translation>嵌套超过 {depth} 层</translation>
    </message>
    <message>
        <source>{reason}; the file ends there (cut short?)</source>
        <translation>{reason}；文件在此结束（被截断？）</translation>
    </message>
    <message>
        <source>not valid JSON: {reason}</source>
        <translation>不是有效的 JSON：{reason}</translation>
    </message>
    <message>
        <source>not valid JSON: an object key must be a string</source>
        <translation>不是有效的 JSON：对象的键必须是字符串</translation>
    </message>
    <message>
        <source>cards must be a list of card strings such as &quot;9H&quot;</source>
        <translation>牌必须是像 &quot;9H&quot; 这样的牌字符串列表</translation>
    </message>
    <message>
        <source>expected true or false, not {value!r}</source>
        <translation>应为 true 或 false，而不是 {value!r}</translation>
    </message>
    <message>
        <source>expected a whole number, not {value!r}</source>
        <translation>应为整数，而不是 {value!r}</translation>
    </message>
    <message>
        <source>expected text, not {value!r}</source>
        <translation>应为文本，而不是 {value!r}</translation>
    </message>
    <message>
        <source>expected an object, not {value!r}</source>
        <translation>应为对象，而不是 {value!r}</translation>
    </message>
    <message>
        <source>expected {kind}, not {value!r}</source>
        <translation>应为 {kind}，而不是 {value!r}</translation>
    </message>
    <message>
        <source>a total must be 0 to 9, not {value}</source>
        <translation>点数必须是 0 到 9，而不是 {value}</translation>
    </message>
    <message>
        <source>hand {position} must be an object</source>
        <translation>第 {position} 局必须是对象</translation>
    </message>
    <message>
        <source>extra must be an object of text values</source>
        <translation>extra 必须是值为文本的对象</translation>
    </message>
    <message>
        <source>shoe {label!r} gives its label only after its first {hands:,} hands: a shoe this long is checked as it is read, so its label must come before its hands</source>
        <translation>牌靴 {label!r} 在前 {hands:,} 局之后才给出标签：这么长的牌靴是边读边检查的，所以标签必须在牌局之前</translation>
    </message>
    <message>
        <source>shoe {position} ({label!r})</source>
        <translation>牌靴 {position}（{label!r}）</translation>
    </message>
    <message>
        <source>shoe {position}</source>
        <translation>牌靴 {position}</translation>
    </message>
    <message>
        <source>{name}: its notes and extra hold more than {cap:,} characters in all (the cap on one shoe&apos;s notes and extra)</source>
        <translation>{name}：备注和 extra 合计超过 {cap:,} 个字符（一靴备注和 extra 的上限）</translation>
    </message>
    <message>
        <source>kind must be one of {names}, not {kind!r}</source>
        <translation>kind 必须是 {names} 之一，而不是 {kind!r}</translation>
    </message>
    <message>
        <source>not an ISO 8601 time: {text!r}</source>
        <translation>不是 ISO 8601 时间：{text!r}</translation>
    </message>
    <message>
        <source>cut_card must be 0 to {cap:,}, not {cut_card}</source>
        <translation>cut_card 必须是 0 到 {cap:,}，而不是 {cut_card}</translation>
    </message>
    <message>
        <source>extra must be an object</source>
        <translation>extra 必须是对象</translation>
    </message>
    <message>
        <source>not a tracker shoe JSON document: expected an object with format_version</source>
        <translation>不是 tracker 牌靴 JSON 文档：应为含 format_version 的对象</translation>
    </message>
    <message>
        <source>format_version must be a whole number</source>
        <translation>format_version 必须是整数</translation>
    </message>
    <message>
        <source>format_version {version} was written by a newer tracker; this one reads format_version {ours}: update tracker to read the file</source>
        <translation>format_version {version} 由更新版本的 tracker 写入；此版本读取 format_version {ours}：请更新 tracker 以读取该文件</translation>
    </message>
    <message>
        <source>format_version {version} does not exist; expected {ours}</source>
        <translation>format_version {version} 不存在；应为 {ours}</translation>
    </message>
    <message>
        <source>format_version must come before shoes (not a tracker shoe JSON document?)</source>
        <translation>format_version 必须在 shoes 之前（不是 tracker 牌靴 JSON 文档？）</translation>
    </message>
    <message>
        <source>not valid JSON: more text after the document</source>
        <translation>不是有效的 JSON：文档后面还有文本</translation>
    </message>
    <message>
        <source>not a tracker shoe JSON document: no format_version</source>
        <translation>不是 tracker 牌靴 JSON 文档：没有 format_version</translation>
    </message>
    <message>
        <source>the start time {started} is out of range in UTC (years 1 to 9999)</source>
        <translation>开始时间 {started} 换算为 UTC 后超出范围（1 到 9999 年）</translation>
    </message>
    <message>
        <source>{place}: {reason}; nothing was written</source>
        <translation>{place}：{reason}；未写入任何内容</translation>
    </message>
    <message>
        <source>cannot follow the link ({reason})</source>
        <translation>无法跟随链接（{reason}）</translation>
    </message>
    <message>
        <source>this is the library itself; an output never replaces it</source>
        <translation>这就是牌靴库本身；输出永远不会替换它</translation>
    </message>
    <message>
        <source>cannot write the file: it is a folder; give a file name</source>
        <translation>无法写入文件：这是一个文件夹；请给出文件名</translation>
    </message>
    <message>
        <source>this is an SQLite database (a tracker library?); an output never replaces one: choose another file name</source>
        <translation>这是一个 SQLite 数据库（tracker 牌靴库？）；输出永远不会替换它：请选择其他文件名</translation>
    </message>
    <message>
        <source>cannot write the file: {reason}</source>
        <translation>无法写入文件：{reason}</translation>
    </message>
    <message>
        <source>the folder {folder} does not exist</source>
        <translation>文件夹 {folder} 不存在</translation>
    </message>
    <message>
        <source>{folder} is not a folder</source>
        <translation>{folder} 不是文件夹</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>磁盘已满</translation>
    </message>
    <message>
        <source>not UTF-8 text: it holds NUL bytes (binary data, or UTF-16 text without a byte-order mark; save the file as UTF-8)</source>
        <translation>不是 UTF-8 文本：含有 NUL 字节（二进制数据，或没有字节顺序标记的 UTF-16 文本；请将文件保存为 UTF-8）</translation>
    </message>
    <message>
        <source>not a shoe file: this line is neither a hands-CSV header (naming shoe, hand, player, banker or winner columns), a bead string (B, P, T) nor shoe JSON</source>
        <translation>不是牌靴文件：这一行既不是牌局 CSV 的表头（含 shoe、hand、player、banker 或 winner 列），也不是珠串（B、P、T）或牌靴 JSON</translation>
    </message>
    <message>
        <source>a ZIP archive or an Excel/OpenDocument workbook (.xlsx, .ods)</source>
        <translation>ZIP 压缩包或 Excel/OpenDocument 工作簿（.xlsx、.ods）</translation>
    </message>
    <message>
        <source>an old Excel workbook (.xls) or Office file</source>
        <translation>旧版 Excel 工作簿（.xls）或 Office 文件</translation>
    </message>
    <message>
        <source>a PNG image</source>
        <translation>PNG 图片</translation>
    </message>
    <message>
        <source>a JPEG image</source>
        <translation>JPEG 图片</translation>
    </message>
    <message>
        <source>a GIF image</source>
        <translation>GIF 图片</translation>
    </message>
    <message>
        <source>a PDF document</source>
        <translation>PDF 文档</translation>
    </message>
    <message>
        <source>an SQLite database (a tracker library?)</source>
        <translation>SQLite 数据库（tracker 牌靴库？）</translation>
    </message>
    <message>
        <source>not a shoe file: this is {kind}, not text: save the sheet as CSV UTF-8 and validate that (a shoe file is a hands CSV, bead strings or shoe JSON)</source>
        <translation>不是牌靴文件：这是{kind}，不是文本：请将工作表另存为 CSV UTF-8 再验证（牌靴文件是牌局 CSV、珠串或牌靴 JSON）</translation>
    </message>
    <message>
        <source>not a shoe file: this is {kind}, not text (a shoe file is a hands CSV, bead strings or shoe JSON)</source>
        <translation>不是牌靴文件：这是{kind}，不是文本（牌靴文件是牌局 CSV、珠串或牌靴 JSON）</translation>
    </message>
    <message>
        <source>Windows-1252 or Latin-1</source>
        <translation>Windows-1252 或 Latin-1</translation>
    </message>
    <message>
        <source>a double-byte encoding such as Korean CP949/EUC-KR, Chinese GBK or Japanese Shift-JIS</source>
        <translation>双字节编码，如韩文 CP949/EUC-KR、中文 GBK 或日文 Shift-JIS</translation>
    </message>
    <message>
        <source>no data came for {seconds} seconds: a pipe or FIFO with no program writing to it (or one that stopped); nothing was read</source>
        <translation>{seconds} 秒内没有收到数据：这是没有程序写入（或写入已停止）的管道或 FIFO；未读取任何内容</translation>
    </message>
    <message>
        <source>the compressed file expands more than {times} times (past {mib} MiB): not a shoe file (a gzip bomb?); nothing was read</source>
        <translation>压缩文件解压后膨胀超过 {times} 倍（超过 {mib} MiB 之后）：不是牌靴文件（gzip 炸弹？）；未读取任何内容</translation>
    </message>
    <message>
        <source>the line is longer than {limit:,} bytes (the cap on a line): not a row or bead string of a shoe file</source>
        <translation>该行超过 {limit:,} 字节（每行上限）：不是牌靴文件的行或珠串</translation>
    </message>
    <message>
        <source>not UTF-8 text: save the file as UTF-8</source>
        <translation>不是 UTF-8 文本：请将文件保存为 UTF-8</translation>
    </message>
    <message>
        <source>this is {encoding} text, not UTF-8: save the file as UTF-8</source>
        <translation>这是 {encoding} 文本，不是 UTF-8：请将文件保存为 UTF-8</translation>
    </message>
    <message>
        <source>not UTF-8 text: byte {byte} (perhaps {encoding}; save the file as UTF-8)</source>
        <translation>不是 UTF-8 文本：字节 {byte}（可能是 {encoding}；请将文件保存为 UTF-8）</translation>
    </message>
    <message>
        <source>not UTF-8 text</source>
        <translation>不是 UTF-8 文本</translation>
    </message>
    <message>
        <source>cannot read the file: {reason}</source>
        <translation>无法读取文件：{reason}</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>文件不存在</translation>
    </message>
    <message>
        <source>a folder, not a shoe file</source>
        <translation>这是文件夹，不是牌靴文件</translation>
    </message>
    <message>
        <source>permission denied: cannot read the file</source>
        <translation>权限不足：无法读取文件</translation>
    </message>
    <message>
        <source>damaged gzip file: {reason}</source>
        <translation>gzip 文件已损坏：{reason}</translation>
    </message>
    <message>
        <source>no rules: write one a line, like &apos;after B B P bet P 2 units&apos;</source>
        <translation>没有规则：每行写一条，例如 &apos;after B B P bet P 2 units&apos;</translation>
    </message>
    <message>
        <source>expected &apos;after&apos; to start a rule, found {word!r}</source>
        <translation>规则应以 &apos;after&apos; 开头，却是 {word!r}</translation>
    </message>
    <message>
        <source>expected B, P or T in the pattern, found {letter!r}</source>
        <translation>模式中应为 B、P 或 T，却是 {letter!r}</translation>
    </message>
    <message>
        <source>expected a pattern of B, P and T after &apos;after&apos;</source>
        <translation>&apos;after&apos; 后应为由 B、P 和 T 组成的模式</translation>
    </message>
    <message>
        <source>a pattern of at most {most} hands, not {length}</source>
        <translation>模式最多 {most} 局，而不是 {length} 局</translation>
    </message>
    <message>
        <source>expected &apos;bet&apos; and a side after the pattern</source>
        <translation>模式后应为 &apos;bet&apos; 和下注的一方</translation>
    </message>
    <message>
        <source>expected the bet after &apos;bet&apos;: banker, player, tie, player_pair or banker_pair</source>
        <translation>&apos;bet&apos; 后应为下注项：banker、player、tie、player_pair 或 banker_pair</translation>
    </message>
    <message>
        <source>expected banker, player, tie, player_pair or banker_pair (or B, P, T), found {side!r}</source>
        <translation>应为 banker、player、tie、player_pair 或 banker_pair（或 B、P、T），却是 {side!r}</translation>
    </message>
    <message>
        <source>expected a whole number of units from 1 to {most}, found {amount!r}</source>
        <translation>应为 1 到 {most} 的整数单位，却是 {amount!r}</translation>
    </message>
    <message>
        <source>expected &apos;units&apos; after the amount, found {word!r}</source>
        <translation>金额后应为 &apos;units&apos;，却是 {word!r}</translation>
    </message>
    <message>
        <source>unexpected {word!r} after the end of the rule</source>
        <translation>规则结束后多出了 {word!r}</translation>
    </message>
    <message>
        <source>{bet} bets need hands that record pairs; these shoes record none</source>
        <translation>{bet} 注需要记录了对子的牌局；这些牌靴没有记录</translation>
    </message>
    <message>
        <source>unknown system {system!r}; choose from {systems}</source>
        <translation>未知的系统 {system!r}；请从 {systems} 中选择</translation>
    </message>
    <message>
        <source>the {system} system needs a bet (--bet {bets})</source>
        <translation>{system} 系统需要指定下注（--bet {bets}）</translation>
    </message>
    <message>
        <source>unknown bet {bet!r}; choose from {bets}</source>
        <translation>未知的下注 {bet!r}；请从 {bets} 中选择</translation>
    </message>
    <message>
        <source>the unit must be a whole amount of 1 or more, not {value!r}</source>
        <translation>单位必须是 1 或以上的整数金额，而不是 {value!r}</translation>
    </message>
    <message>
        <source>the table maximum must be a whole amount of 1 or more, not {value!r}</source>
        <translation>牌桌上限必须是 1 或以上的整数金额，而不是 {value!r}</translation>
    </message>
    <message>
        <source>the bankroll must be a whole amount of 1 or more, not {value!r}</source>
        <translation>本金必须是 1 或以上的整数金额，而不是 {value!r}</translation>
    </message>
    <message>
        <source>the table maximum ({table_max}) is below the unit ({unit})</source>
        <translation>牌桌上限（{table_max}）低于单位（{unit}）</translation>
    </message>
    <message>
        <source>the pattern-rules system needs rules (--rules)</source>
        <translation>模式规则系统需要规则（--rules）</translation>
    </message>
    <message>
        <source>a Labouchère line needs whole numbers of 1 or more</source>
        <translation>Labouchère 数列需要 1 或以上的整数</translation>
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
