<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW" sourcelanguage="en">
<context>
    <name>Counts</name>
    <message>
        <source>PP</source>
        <translation>閒對</translation>
    </message>
    <message>
        <source>BP</source>
        <translation>莊對</translation>
    </message>
    <message>
        <source>N</source>
        <translation>例牌</translation>
    </message>
    <message>
        <source>Cards left</source>
        <translation>剩餘牌數</translation>
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
        <translation>贏家</translation>
    </message>
    <message>
        <source>Player cards</source>
        <translation>閒牌</translation>
    </message>
    <message>
        <source>Banker cards</source>
        <translation>莊牌</translation>
    </message>
    <message>
        <source>Totals</source>
        <translation>點數</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>對子</translation>
    </message>
    <message>
        <source>Natural</source>
        <translation>例牌</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>備註</translation>
    </message>
</context>
<context>
    <name>Honesty</name>
    <message>
        <source>Past outcomes cannot predict future hands.</source>
        <translation>過去的結果無法預測未來的牌局。</translation>
    </message>
</context>
<context>
    <name>LoggingBar</name>
    <message>
        <source>live</source>
        <translation>現場記錄</translation>
    </message>
    <message>
        <source>imported</source>
        <translation>已匯入</translation>
    </message>
    <message>
        <source>practice</source>
        <translation>練習</translation>
    </message>
    <message>
        <source>simulated</source>
        <translation>模擬</translation>
    </message>
    <message>
        <source>&amp;Banker</source>
        <translation>莊(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Player</source>
        <translation>閒(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Tie</source>
        <translation>和(&amp;T)</translation>
    </message>
    <message>
        <source>Player pair (1)</source>
        <translation>閒對 (1)</translation>
    </message>
    <message>
        <source>Banker pair (2)</source>
        <translation>莊對 (2)</translation>
    </message>
    <message>
        <source>Natural (N)</source>
        <translation>例牌 (N)</translation>
    </message>
    <message>
        <source>Log a Banker win as the next hand (B)</source>
        <translation>下一局記為莊贏 (B)</translation>
    </message>
    <message>
        <source>Log a Player win as the next hand (P)</source>
        <translation>下一局記為閒贏 (P)</translation>
    </message>
    <message>
        <source>Log a tie as the next hand (T)</source>
        <translation>下一局記為和 (T)</translation>
    </message>
    <message>
        <source>Marks the next hand logged (%1); cleared after it</source>
        <translation>標記下一局 (%1)；記錄後清除</translation>
    </message>
    <message>
        <source>● Logging %1: B, P or T logs a hand, C enters its cards (Ctrl+Z undoes)</source>
        <translation>● 正在記錄 %1：按 B、P 或 T 記錄一局，C 輸入牌面（Ctrl+Z 復原）</translation>
    </message>
    <message>
        <source>● Logging %1: B, P or T logs a hand (Ctrl+Z undoes)</source>
        <translation>● 正在記錄 %1：按 B、P 或 T 記錄一局（Ctrl+Z 復原）</translation>
    </message>
    <message>
        <source>%1 is closed: Shoe → Reopen to log more, Ctrl+N starts a new shoe</source>
        <translation>%1 已結束：牌靴 → 重新開啟可繼續記錄，Ctrl+N 開新靴</translation>
    </message>
    <message>
        <source>%1 (%2): Ctrl+N starts a shoe to log at the table</source>
        <translation>%1（%2）：Ctrl+N 在牌桌開新靴記錄</translation>
    </message>
    <message>
        <source>Press Ctrl+N to start logging a new shoe at the table</source>
        <translation>按 Ctrl+N 在牌桌開始記錄新牌靴</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>檔案(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編輯(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Shoe</source>
        <translation>牌靴(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>檢視(&amp;V)</translation>
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
        <translation>練習(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>說明(&amp;H)</translation>
    </message>
    <message>
        <source>Show the table of this tab: the logging keys log there</source>
        <translation>顯示此分頁的牌桌：記錄鍵記錄到這裡</translation>
    </message>
    <message>
        <source>&amp;Import shoe files…</source>
        <translation>匯入牌靴檔案(&amp;I)…</translation>
    </message>
    <message>
        <source>Store hands CSV, bead strings or shoe JSON files in the library</source>
        <translation>將牌局 CSV、珠串或牌靴 JSON 檔案存入牌靴庫</translation>
    </message>
    <message>
        <source>Import the &amp;sample shoes</source>
        <translation>匯入範例牌靴(&amp;S)</translation>
    </message>
    <message>
        <source>Real shoes from live tables and shoes dealt by tracker&apos;s simulator</source>
        <translation>真人牌桌的真實牌靴，以及 tracker 模擬器發出的牌靴</translation>
    </message>
    <message>
        <source>Import the &amp;real-shoe library (5,824 shoes)…</source>
        <translation>匯入真實牌靴庫(5,824 靴)(&amp;R)…</translation>
    </message>
    <message>
        <source>Every shoe of 45 live tables, 9–12 August 2025: 397,048 hands (MIT licence)</source>
        <translation>45 張真人牌桌 2025 年 8 月 9–12 日的全部牌靴：397,048 局（MIT 授權）</translation>
    </message>
    <message>
        <source>&amp;Library browser…</source>
        <translation>牌靴庫瀏覽器(&amp;L)…</translation>
    </message>
    <message>
        <source>Every shoe in a sortable table with filters; validate, export or delete a selection</source>
        <translation>所有牌靴列於可排序、可篩選的表格；可驗證、匯出或刪除所選</translation>
    </message>
    <message>
        <source>&amp;Replay the shown shoe…</source>
        <translation>重播目前牌靴(&amp;R)…</translation>
    </message>
    <message>
        <source>Step through the shoe hand by hand: roads, cards, reasons, odds, problems</source>
        <translation>逐局重看牌靴：路、牌、理由、機率、問題</translation>
    </message>
    <message>
        <source>&amp;Validation report…</source>
        <translation>驗證報告(&amp;V)…</translation>
    </message>
    <message>
        <source>Every problem the replay found in the library, by shoe, hand and file line</source>
        <translation>重播在牌靴庫中發現的所有問題，依牌靴、局和檔案行列出</translation>
    </message>
    <message>
        <source>Export scorecards as &amp;PNG…</source>
        <translation>將路紙匯出為 PNG(&amp;P)…</translation>
    </message>
    <message>
        <source>Save the shown shoe&apos;s board as a picture with its title and counts</source>
        <translation>將目前牌靴的路紙連同標題和統計存為圖片</translation>
    </message>
    <message>
        <source>Export scorecards as P&amp;DF…</source>
        <translation>將路紙匯出為 PDF(&amp;D)…</translation>
    </message>
    <message>
        <source>Save the shown shoe&apos;s board on A4 or Letter pages (landscape)</source>
        <translation>將目前牌靴的路紙存為 A4 或 Letter 頁面（橫向）</translation>
    </message>
    <message>
        <source>P&amp;rint scorecards…</source>
        <translation>列印路紙(&amp;R)…</translation>
    </message>
    <message>
        <source>Print the shown shoe&apos;s board</source>
        <translation>列印目前牌靴的路紙</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>設定(&amp;T)…</translation>
    </message>
    <message>
        <source>Theme, palette, defaults for new shoes, card entry, the library&apos;s location</source>
        <translation>主題、配色、新牌靴預設值、輸入牌面、牌靴庫位置</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>結束(&amp;Q)</translation>
    </message>
    <message>
        <source>Close tracker</source>
        <translation>關閉 tracker</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>復原(&amp;U)</translation>
    </message>
    <message>
        <source>Undo the last change</source>
        <translation>復原上一次變更</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>Redo what was undone</source>
        <translation>重做已復原的動作</translation>
    </message>
    <message>
        <source>Log &amp;Banker</source>
        <translation>記錄莊(&amp;B)</translation>
    </message>
    <message>
        <source>Log a Banker win as the next hand</source>
        <translation>下一局記為莊贏</translation>
    </message>
    <message>
        <source>Log &amp;Player</source>
        <translation>記錄閒(&amp;P)</translation>
    </message>
    <message>
        <source>Log a Player win as the next hand</source>
        <translation>下一局記為閒贏</translation>
    </message>
    <message>
        <source>Log &amp;Tie</source>
        <translation>記錄和(&amp;T)</translation>
    </message>
    <message>
        <source>Log a tie as the next hand</source>
        <translation>下一局記為和</translation>
    </message>
    <message>
        <source>Enter the &amp;cards</source>
        <translation>輸入牌面(&amp;C)</translation>
    </message>
    <message>
        <source>Type the next hand&apos;s cards (7h kd / 3s kc 5d); Enter logs it, Esc leaves</source>
        <translation>輸入下一局的牌（7h kd / 3s kc 5d）；Enter 記錄，Esc 離開</translation>
    </message>
    <message>
        <source>Mark Player pair</source>
        <translation>標記閒對</translation>
    </message>
    <message>
        <source>The next hand logged has a Player pair</source>
        <translation>下一局記錄為有閒對</translation>
    </message>
    <message>
        <source>Mark Banker pair</source>
        <translation>標記莊對</translation>
    </message>
    <message>
        <source>The next hand logged has a Banker pair</source>
        <translation>下一局記錄為有莊對</translation>
    </message>
    <message>
        <source>Mark natural</source>
        <translation>標記例牌</translation>
    </message>
    <message>
        <source>The next hand logged is a natural</source>
        <translation>下一局記錄為例牌</translation>
    </message>
    <message>
        <source>&amp;Edit hand…</source>
        <translation>修改該局(&amp;E)…</translation>
    </message>
    <message>
        <source>Correct the hand chosen in the hands table (or double-click it)</source>
        <translation>修改牌局表中選取的一局（或按兩下）</translation>
    </message>
    <message>
        <source>&amp;Insert a hand…</source>
        <translation>插入一局(&amp;I)…</translation>
    </message>
    <message>
        <source>Put a forgotten hand in before the one chosen in the hands table</source>
        <translation>在牌局表中選取的一局之前插入漏記的一局</translation>
    </message>
    <message>
        <source>&amp;Delete hand</source>
        <translation>刪除該局(&amp;D)</translation>
    </message>
    <message>
        <source>Delete the hand chosen in the hands table (Ctrl+Z undoes)</source>
        <translation>刪除牌局表中選取的一局（Ctrl+Z 復原）</translation>
    </message>
    <message>
        <source>&amp;New shoe at the table…</source>
        <translation>在牌桌開新靴(&amp;N)…</translation>
    </message>
    <message>
        <source>Start logging a new shoe: its casino, table, decks and rules</source>
        <translation>開始記錄新牌靴：賭場、牌桌、副數和規則</translation>
    </message>
    <message>
        <source>Shoe &amp;details…</source>
        <translation>牌靴詳情(&amp;D)…</translation>
    </message>
    <message>
        <source>Change the shown shoe&apos;s casino, table, start, decks, rules and notes</source>
        <translation>修改目前牌靴的賭場、牌桌、開始時間、副數、規則和備註</translation>
    </message>
    <message>
        <source>&amp;Close this shoe</source>
        <translation>結束此靴(&amp;C)</translation>
    </message>
    <message>
        <source>Mark the shoe finished: no more hands can be logged to it (Reopen undoes)</source>
        <translation>將牌靴標記為結束：不能再記錄（重新開啟可復原）</translation>
    </message>
    <message>
        <source>&amp;Reopen this shoe</source>
        <translation>重新開啟此靴(&amp;R)</translation>
    </message>
    <message>
        <source>Open a closed shoe for logging again</source>
        <translation>重新開啟已結束的牌靴以繼續記錄</translation>
    </message>
    <message>
        <source>De&amp;lete this shoe…</source>
        <translation>刪除此靴(&amp;L)…</translation>
    </message>
    <message>
        <source>Delete the shown shoe and its hands from the library (asks first)</source>
        <translation>從牌靴庫刪除目前牌靴及其牌局（先詢問）</translation>
    </message>
    <message>
        <source>&amp;Colour-blind-safe scorecards</source>
        <translation>色盲友善路紙(&amp;C)</translation>
    </message>
    <message>
        <source>Shapes as well as colours tell Banker from Player</source>
        <translation>除顏色外，也用形狀區分莊和閒</translation>
    </message>
    <message>
        <source>&amp;Shoe list</source>
        <translation>牌靴清單(&amp;S)</translation>
    </message>
    <message>
        <source>Show or hide the shoe list pane (the board takes the room)</source>
        <translation>顯示或隱藏牌靴清單窗格（路紙占用空出的位置）</translation>
    </message>
    <message>
        <source>&amp;Hands</source>
        <translation>牌局(&amp;H)</translation>
    </message>
    <message>
        <source>Show or hide the hands table pane (the board takes the room)</source>
        <translation>顯示或隱藏牌局表窗格（路紙占用空出的位置）</translation>
    </message>
    <message>
        <source>S&amp;tatistics</source>
        <translation>統計(&amp;T)</translation>
    </message>
    <message>
        <source>Show or hide the statistics pane (the board takes the room)</source>
        <translation>顯示或隱藏統計窗格（路紙占用空出的位置）</translation>
    </message>
    <message>
        <source>Find shoe</source>
        <translation>尋找牌靴</translation>
    </message>
    <message>
        <source>Filter the shoe list</source>
        <translation>篩選牌靴清單</translation>
    </message>
    <message>
        <source>Go to the shoe &amp;list</source>
        <translation>前往牌靴清單(&amp;L)</translation>
    </message>
    <message>
        <source>Move the keys to the shoe list (Esc comes back to the table)</source>
        <translation>將鍵盤焦點移到牌靴清單（Esc 返回牌桌）</translation>
    </message>
    <message>
        <source>&amp;New table</source>
        <translation>新牌桌(&amp;N)</translation>
    </message>
    <message>
        <source>A tab for another table, with its own shoe and undo history</source>
        <translation>為另一張牌桌開一個分頁，有自己的牌靴和復原記錄</translation>
    </message>
    <message>
        <source>&amp;Close table tab</source>
        <translation>關閉牌桌分頁(&amp;C)</translation>
    </message>
    <message>
        <source>Close the tab (its shoe stays in the library as it is)</source>
        <translation>關閉分頁（其牌靴原樣保留在牌靴庫中）</translation>
    </message>
    <message>
        <source>&amp;Online table…</source>
        <translation>線上單人檯(&amp;O)…</translation>
    </message>
    <message>
        <source>Practise at the online table for one: chips, Deal, exact payouts</source>
        <translation>在線上單人檯練習：籌碼、發牌、準確派彩</translation>
    </message>
    <message>
        <source>&amp;Casino table of five…</source>
        <translation>賭場五人檯(&amp;C)…</translation>
    </message>
    <message>
        <source>Practise at a casino table of five seats, in turn, people or computer players</source>
        <translation>在五個座位的賭場檯練習，輪流下注，真人或電腦玩家</translation>
    </message>
    <message>
        <source>&amp;Keys…</source>
        <translation>快速鍵(&amp;K)…</translation>
    </message>
    <message>
        <source>Every key of tracker</source>
        <translation>tracker 的全部快速鍵</translation>
    </message>
    <message>
        <source>&amp;About tracker</source>
        <translation>關於 tracker(&amp;A)</translation>
    </message>
    <message>
        <source>What tracker is, and what it is not</source>
        <translation>tracker 是什麼，不是什麼</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>統計(&amp;S)…</translation>
    </message>
    <message>
        <source>The shown shoe or the whole library against chance, with charts</source>
        <translation>目前牌靴或整個牌靴庫與機率對比，附圖表</translation>
    </message>
    <message>
        <source>&amp;Backtest a betting system…</source>
        <translation>回測投注系統(&amp;B)…</translation>
    </message>
    <message>
        <source>Play a system over shoes or simulated shoes, beside the expected loss</source>
        <translation>用投注系統打真實或模擬牌靴，並與期望損失對照</translation>
    </message>
    <message>
        <source>Side-bet &amp;counting lab…</source>
        <translation>邊注算牌實驗室(&amp;C)…</translation>
    </message>
    <message>
        <source>Play a side-bet card count over simulated shoes: its gain, swings and risk</source>
        <translation>在模擬牌靴上執行邊注算牌：收益、波動和風險</translation>
    </message>
    <message>
        <source>No shoe</source>
        <translation>無牌靴</translation>
    </message>
    <message>
        <source>Shoe %1</source>
        <translation>牌靴 %1</translation>
    </message>
    <message>
        <source>Shoe list</source>
        <translation>牌靴清單</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>牌局</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>統計</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>unknown card {token!r}: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{place}: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>decks must be a whole number from {low} to {high}, not {decks!r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>card {number} ({card}): the shoe holds no more ten-value cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an {decks}-deck shoe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a {decks}-deck shoe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a rank (A or 1, 2-9, T or 10, J, Q, K; a bare 0 for any ten-value card) optionally followed by a suit (S, H, D, C)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>card {number} ({card}): the shoe holds no more cards of rank {rank}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>card {number} ({card}): {shoe} holds only {count} of it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a count tags 13 ranks, not {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a betting rule is one of {rules}, not {rule!r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the lab plays the side bets {bets}, not {bet!r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the stake must be more than 0, not {stake}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--tags: {item!r} is not RANK:VALUE with a rank of A, 2–9, T, J, Q, K</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--tags: the value of {rank} must be a whole number, not {value!r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--tags: the rank {rank} is given twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--tags: give at least one rank&apos;s value, e.g. 8:2,9:2,4:-1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--bet-when: expected rc&gt;N or rc&gt;=N (N whole) or tc&gt;=N, not {text!r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--after-cut is one or stop, not {after_cut!r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the number of shoes must be 1 or more, not {shoes}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the coup needed a card number {needed} but only {had} were there to deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only {cards} card left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only {cards} cards left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{left}: how far one card moves the odds needs {needed}, since a coup can need {least} cards after one is taken out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{left}: a coup can need {least} cards, so the odds of the next hand are not defined (a shoe this short is reshuffled before another hand)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the composition has a negative count of some value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a seed must be a whole number from 0 to {limit}, not {seed!r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Banker commission must be 5 or 4 percent, not {commission!r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tie must pay 8 or 9 to 1, not {pays!r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pair bets pay 11 to 1, not {pays!r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hands after the cut card must be 0 to 3, not {hands}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the cut card must leave {least} to {most} cards behind it in {shoe}, not {cut}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown rule {rule!r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a stake must be an exact amount (int or Decimal), not {stake!r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a stake must be a positive amount, not {stake}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{bet}: the first two cards are ten-value cards of unknown rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the shoe is finished: the cut card came out and the last hand was dealt; shuffle a new shoe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{bet}: a stake cannot be negative ({stake})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{bet} is not turned on at this table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{bet} needs a bet on Player, Banker or Tie beside it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{bet}: a side bet of {stake} is more than the main bet of {main}; this table allows a side bet up to the main bet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where}: expected an object, not {data!r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where}.enabled: expected a list of side bet ids</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a side bet id, not {bet_id!r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where}.enabled[{i}]: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where}.main_bet: expected one of {choices}, not {raw!r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no side bet {bet_id!r}: the side bets are {ids}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{bet}: the Player&apos;s first two cards are ten-value cards of unknown rank, so whether they are a pair is not known</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{bet}: the Banker&apos;s first two cards are ten-value cards of unknown rank, so whether they are a pair is not known</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the number of shoes must be a whole number of 1 or more, not {shoes!r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>online hands per shoe must be 1 to 10000, not {hands!r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a batch must be 1 shoe or more, not {batch!r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not enough memory to simulate {count} shoes at once; simulate fewer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a file name that is not UTF-8 text cannot be shown or stored (it holds {name}); rename the file with UTF-8 characters and try again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the output cannot be shown in this terminal&apos;s encoding ({encoding}): {text} has no place in it; use a UTF-8 terminal, or set PYTHONIOENCODING=utf-8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>text that is not {encoding} where it was expected ({reason}); set PYTHONIOENCODING=utf-8 or save the input as UTF-8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the disk is full ({reason}); make room and try again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>permission denied ({reason}); check who may read and write it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the output&apos;s reader went away (broken pipe)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line {line}, hand {hand}: records no winner and no cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hand {hand}: records no winner and no cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where}: character {position} is {char!r}; expected B, P or T (spaces are ignored)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a vertical tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a form feed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a file separator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a group separator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a record separator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a next-line character, NEL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a line separator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a paragraph separator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{code} ({name}) ends a line for some programs but not in a bead file, whose lines end in a line feed: save the file with ordinary line ends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{char!r} is not a bead letter: a bead string holds B, P and T (a label ends with a colon, # starts a comment)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a shoe of more than {cap:,} hands (the cap on one shoe; an 8-deck shoe deals at most 104)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>decks must be a whole number from 1 to 8, not {text!r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a start time must be ISO 8601 (2025-08-09T00:26:15+00:00), not {text!r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shoe_first_time_ms must be Unix time in milliseconds, not {text!r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a shoe&apos;s kind must be one of {names}, not {text!r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rules are words name=value with the names {known}; not {word!r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} must be 1 or 0 (or true, false), not {value!r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} must be a whole number, not {value!r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the cut card must be a whole number of cards from 0 to {cap:,}, not {text!r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a JSON value nested deeper than {depth} levels of lists and objects</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a JSON object: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a JSON object ({{…}}), not {text!r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a JSON value nested deeper than {depth} levels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>text with half of a UTF-16 surrogate pair (such as \ud800), which no UTF-8 text can hold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>winner must be B, P or T (or Banker, Player, Tie), not {text!r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a total must be a whole number from 0 to 9, not {text!r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a flag must be 1 or 0 (or true, false), not {text!r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a hand number must be a whole number 1, 2, … up to {cap:,}, not {text!r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown card {token!r} (card {number}): {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a cell of {length:,} characters, past the cap of {cap:,}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the quote (&quot;) that opens this cell is not closed on its line, so the cell runs on over {lines} more line: a closing quote missing?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the quote (&quot;) that opens this cell is not closed on its line, so the cell runs on over {lines} more lines: a closing quote missing?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a hands CSV: the header names none of the columns shoe, hand, player, banker, winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing column {missing!r}: a hands CSV with {have!r} cards needs both sides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing column &apos;winner&apos; (or &apos;player&apos; and &apos;banker&apos; for cards): every hand needs its cards or its winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shoe {label!r} has more than {cap:,} hands (the cap on one shoe; an 8-deck shoe deals at most 104): is the shoe column missing?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a row needs cards (player and banker) or a winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a readable CSV row: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{place}, line {line}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{place}, {part}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>field {field}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>column {column}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>field {field!r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>column {column!r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a field name in double quotes (a &apos;,&apos; too many before &apos;}}&apos;?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a value (a number, text in double quotes, true, false, null, a list or an object)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the text in double quotes that starts here never ends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &apos;,&apos; between two values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &apos;:&apos; after a field name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a line break or control character inside text in double quotes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a backslash that starts no valid escape</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the end of the file (cut short?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not valid shoe JSON: expected {what}, found {found}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a value nested deeper than {depth} levels of lists and objects</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number too long to read ({reason})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a value longer than {cap:,} characters (the cap on one hand or one field of a shoe): not a shoe JSON value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nested deeper than {depth} levels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{reason}; the file ends there (cut short?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not valid JSON: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not valid JSON: an object key must be a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cards must be a list of card strings such as &quot;9H&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected true or false, not {value!r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a whole number, not {value!r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected text, not {value!r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an object, not {value!r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected {kind}, not {value!r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a total must be 0 to 9, not {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hand {position} must be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>extra must be an object of text values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shoe {label!r} gives its label only after its first {hands:,} hands: a shoe this long is checked as it is read, so its label must come before its hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shoe {position} ({label!r})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shoe {position}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: its notes and extra hold more than {cap:,} characters in all (the cap on one shoe&apos;s notes and extra)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kind must be one of {names}, not {kind!r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not an ISO 8601 time: {text!r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cut_card must be 0 to {cap:,}, not {cut_card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>extra must be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a tracker shoe JSON document: expected an object with format_version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>format_version must be a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>format_version {version} was written by a newer tracker; this one reads format_version {ours}: update tracker to read the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>format_version {version} does not exist; expected {ours}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>format_version must come before shoes (not a tracker shoe JSON document?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not valid JSON: more text after the document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a tracker shoe JSON document: no format_version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the start time {started} is out of range in UTC (years 1 to 9999)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{place}: {reason}; nothing was written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot follow the link ({reason})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this is the library itself; an output never replaces it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write the file: it is a folder; give a file name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this is an SQLite database (a tracker library?); an output never replaces one: choose another file name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write the file: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the folder {folder} does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{folder} is not a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not UTF-8 text: it holds NUL bytes (binary data, or UTF-16 text without a byte-order mark; save the file as UTF-8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a shoe file: this line is neither a hands-CSV header (naming shoe, hand, player, banker or winner columns), a bead string (B, P, T) nor shoe JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a ZIP archive or an Excel/OpenDocument workbook (.xlsx, .ods)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an old Excel workbook (.xls) or Office file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a PNG image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a JPEG image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a GIF image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a PDF document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an SQLite database (a tracker library?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a shoe file: this is {kind}, not text: save the sheet as CSV UTF-8 and validate that (a shoe file is a hands CSV, bead strings or shoe JSON)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a shoe file: this is {kind}, not text (a shoe file is a hands CSV, bead strings or shoe JSON)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Windows-1252 or Latin-1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a double-byte encoding such as Korean CP949/EUC-KR, Chinese GBK or Japanese Shift-JIS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no data came for {seconds} seconds: a pipe or FIFO with no program writing to it (or one that stopped); nothing was read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the compressed file expands more than {times} times (past {mib} MiB): not a shoe file (a gzip bomb?); nothing was read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the line is longer than {limit:,} bytes (the cap on a line): not a row or bead string of a shoe file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not UTF-8 text: save the file as UTF-8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this is {encoding} text, not UTF-8: save the file as UTF-8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not UTF-8 text: byte {byte} (perhaps {encoding}; save the file as UTF-8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not UTF-8 text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read the file: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no such file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a folder, not a shoe file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>permission denied: cannot read the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>damaged gzip file: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no rules: write one a line, like &apos;after B B P bet P 2 units&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &apos;after&apos; to start a rule, found {word!r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected B, P or T in the pattern, found {letter!r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a pattern of B, P and T after &apos;after&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a pattern of at most {most} hands, not {length}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &apos;bet&apos; and a side after the pattern</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected the bet after &apos;bet&apos;: banker, player, tie, player_pair or banker_pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected banker, player, tie, player_pair or banker_pair (or B, P, T), found {side!r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a whole number of units from 1 to {most}, found {amount!r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &apos;units&apos; after the amount, found {word!r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unexpected {word!r} after the end of the rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{bet} bets need hands that record pairs; these shoes record none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown system {system!r}; choose from {systems}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the {system} system needs a bet (--bet {bets})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown bet {bet!r}; choose from {bets}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the unit must be a whole amount of 1 or more, not {value!r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the table maximum must be a whole amount of 1 or more, not {value!r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the bankroll must be a whole amount of 1 or more, not {value!r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the table maximum ({table_max}) is below the unit ({unit})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the pattern-rules system needs rules (--rules)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a Labouchère line needs whole numbers of 1 or more</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>確定</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>儲存</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>全部儲存</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>開啟</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>是(&amp;Y)</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>全部皆是(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>否(&amp;N)</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>全部皆否(&amp;O)</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>終止</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>重試</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>忽略</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>關閉</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>丟棄</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>說明</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>套用</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>重設</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>還原到預設值</translation>
    </message>
</context>
<context>
    <name>Roads</name>
    <message>
        <source>B</source>
        <translation>莊</translation>
    </message>
    <message>
        <source>P</source>
        <translation>閒</translation>
    </message>
    <message>
        <source>T</source>
        <translation>和</translation>
    </message>
    <message>
        <source>Bead Plate</source>
        <translation>珠盤路</translation>
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
        <translation>問路（莊? / 閒?）：下一局各下三路將得到的標記；只是複述歷史，不是預測。</translation>
    </message>
    <message>
        <source>The ask road shows the mark each derived road (Big Eye Boy, Small Road, Cockroach Pig) would get if the next hand were Banker (B?) or Player (P?). It restates the history of this shoe; it is not a prediction.</source>
        <translation>問路顯示若下一局為莊（莊?）或閒（閒?），各下三路（大眼仔、小路、曱甴路）將得到的標記。它複述本靴的歷史，不是預測。</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>As the system</source>
        <translation>跟隨系統</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>淺色</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <source>Settings — tracker</source>
        <translation>設定 — tracker</translation>
    </message>
    <message>
        <source>Light or dark windows, or whatever the system uses</source>
        <translation>淺色或深色視窗，或跟隨系統</translation>
    </message>
    <message>
        <source>The language of the windows; it changes as soon as you save</source>
        <translation>視窗使用的語言；儲存後立即切換</translation>
    </message>
    <message>
        <source>Colour-blind-safe scorecards</source>
        <translation>色盲友善路紙</translation>
    </message>
    <message>
        <source>Shapes as well as colours tell Banker from Player</source>
        <translation>除顏色外，也用形狀區分莊和閒</translation>
    </message>
    <message>
        <source>Offer the card field at the table (C)</source>
        <translation>在牌桌提供輸入牌面欄 (C)</translation>
    </message>
    <message>
        <source>Enter each hand&apos;s cards for exact odds; off, B, P and T alone log a hand</source>
        <translation>輸入每局的牌面以得到精確賠率；關閉時只用 B、P、T 記錄一局</translation>
    </message>
    <message>
        <source>The decks a new shoe starts with</source>
        <translation>新牌靴的副數</translation>
    </message>
    <message>
        <source>No commission</source>
        <translation>免佣</translation>
    </message>
    <message>
        <source>The Banker commission a new shoe starts with</source>
        <translation>新牌靴的莊家抽佣</translation>
    </message>
    <message>
        <source>%1 to 1</source>
        <translation>1 賠 %1</translation>
    </message>
    <message>
        <source>What a tie pays in a new shoe</source>
        <translation>新牌靴中和局的賠率</translation>
    </message>
    <message>
        <source>Now: %1</source>
        <translation>目前：%1</translation>
    </message>
    <message>
        <source>The library file (or a postgresql:// address) to open at the next start; empty: the default (or --db / TRACKER_DB)</source>
        <translation>下次啟動時開啟的牌靴庫檔案（或 postgresql:// 位址）；留空：預設（或 --db / TRACKER_DB）</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>瀏覽…</translation>
    </message>
    <message>
        <source>Choose a library file</source>
        <translation>選擇牌靴庫檔案</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>語言(&amp;L)：</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>主題(&amp;T)：</translation>
    </message>
    <message>
        <source>&lt;b&gt;A new shoe starts with&lt;/b&gt;</source>
        <translation>&lt;b&gt;新牌靴的預設值&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&amp;Decks:</source>
        <translation>副數(&amp;D)：</translation>
    </message>
    <message>
        <source>Co&amp;mmission:</source>
        <translation>抽佣(&amp;M)：</translation>
    </message>
    <message>
        <source>Tie &amp;pays:</source>
        <translation>和局賠率(&amp;P)：</translation>
    </message>
    <message>
        <source>Library:</source>
        <translation>牌靴庫：</translation>
    </message>
    <message>
        <source>A new library location is opened at the next start.</source>
        <translation>新的牌靴庫位置將在下次啟動時開啟。</translation>
    </message>
    <message>
        <source>Library file</source>
        <translation>牌靴庫檔案</translation>
    </message>
    <message>
        <source>tracker library (*.sqlite *.db);;All files (*)</source>
        <translation>tracker 牌靴庫 (*.sqlite *.db);;所有檔案 (*)</translation>
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
        <translation>開始時間</translation>
    </message>
    <message>
        <source>Hands: B · P · T</source>
        <translation>局數：莊 · 閒 · 和</translation>
    </message>
</context>
<context>
    <name>SideBetsBox</name>
    <message>
        <source>None: a side bet may be placed alone</source>
        <translation>無：邊注可單獨下注</translation>
    </message>
    <message>
        <source>A main bet of at least</source>
        <translation>主注至少為</translation>
    </message>
    <message>
        <source>A main bet at least as large as the side bet, and at least</source>
        <translation>主注不小於邊注，且至少為</translation>
    </message>
    <message>
        <source>Side bets shown at the table and in the replay</source>
        <translation>牌桌和重播中顯示的邊注</translation>
    </message>
    <message>
        <source>What the casino asks beside a side bet: the figures then add the better of Banker and Player, at this size, to each side bet</source>
        <translation>賭場對邊注附帶主注的要求：此時數字會按此大小，在每個邊注上加上莊和閒中較好的一方</translation>
    </message>
    <message>
        <source> × the side bet</source>
        <translation> × 邊注</translation>
    </message>
    <message>
        <source>The smallest main bet required, in side-bet stakes</source>
        <translation>要求的最小主注，以邊注額計</translation>
    </message>
    <message>
        <source>Main bet required:</source>
        <translation>要求的主注：</translation>
    </message>
</context>
</TS>
